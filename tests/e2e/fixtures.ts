import { test as base, expect, type Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";

const siteOrigin = new URL(baseURL).origin;

/** Console errors and requests that left the site, gathered while a test runs. */
type PageWatch = { consoleErrors: string[]; foreignRequests: string[] };

export function watchPage(page: Page): PageWatch {
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
 * Every test fails when its page logs a console error or requests another host,
 * unless it opts out with `test.use({ allowConsoleErrors: true })` because it provokes errors on purpose.
 */
export const test = base.extend<{ allowConsoleErrors: boolean; pageWatch: PageWatch }>({
  allowConsoleErrors: [false, { option: true }],
  pageWatch: [
    async ({ page, allowConsoleErrors }, use) => {
      const watch = watchPage(page);
      await use(watch);
      expect(watch.foreignRequests, "requests to other hosts").toEqual([]);
      if (!allowConsoleErrors) expect(watch.consoleErrors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
