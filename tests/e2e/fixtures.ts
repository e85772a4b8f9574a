import { test as base, expect, type Page } from "@playwright/test";

/** Console errors and requests that left the site, gathered while a test runs. */
type PageWatch = { consoleErrors: string[]; foreignRequests: string[] };

export function watchPage(page: Page, siteOrigin: string): PageWatch {
  const watch: PageWatch = { consoleErrors: [], foreignRequests: [] };
  page.on("console", (message) => {
    if (message.type() === "error") watch.consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => watch.consoleErrors.push(error.message));
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http") && url.origin !== siteOrigin) watch.foreignRequests.push(request.url());
  });
  return watch;
}

/**
 * Every test whose page logs a console error or requests another host fails,
 * unless it opts out with `test.use({ allowConsoleErrors: true })` because it provokes errors on purpose,
 * or names with `test.use({ allowedOrigins: [...] })` the local stand-ins it serves other hosts' requests from.
 * The page is watched as it is made, so a test that only fetches (`request`) opens no browser page.
 */
export const test = base.extend<{ allowConsoleErrors: boolean; allowedOrigins: string[] }>({
  allowConsoleErrors: [false, { option: true }],
  allowedOrigins: [[], { option: true }],
  page: async ({ page, baseURL, allowConsoleErrors, allowedOrigins }, runTest) => {
    const watch = watchPage(page, new URL(baseURL ?? "").origin);
    await runTest(page);
    // A route handler still fetching when its test ends would throw into the worker's next test.
    await page.unrouteAll({ behavior: "ignoreErrors" });
    const foreignRequests = watch.foreignRequests.filter((url) => !allowedOrigins.includes(new URL(url).origin));
    expect(foreignRequests, "requests to other hosts").toEqual([]);
    if (!allowConsoleErrors) expect(watch.consoleErrors, "console errors").toEqual([]);
  },
});

export { expect };
