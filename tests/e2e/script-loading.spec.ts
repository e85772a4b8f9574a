import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";
import { HYDRATION_TIMEOUT } from "../search";

// How a page's scripts reach the browser: see plugins/page-scripts and plugins/eager-compile-hints.

const compileHint = "//# allFunctionsCalledOnLoad\n";

/** The script files a page asks for until it reports it has hydrated, in request order (with repeats). */
async function scriptsRequestedUntilHydrated(page: Page, path: string): Promise<string[]> {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") requested.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await expect(page.locator("html[data-has-hydrated=true]")).toBeAttached({ timeout: HYDRATION_TIMEOUT });
  return requested;
}

/** The scripts a page lists for its loader, as served. */
async function listedScripts(page: Page): Promise<string[]> {
  const list = await page.locator("script#page-scripts").getAttribute("data-scripts");
  return list ? list.split(" ") : [];
}

for (const path of ["/", "/introduction", "/ref/core", "/blog", "/blog/2023/04/26/announcing-lingui-4.0"]) {
  test(`${path} lists every script it needs and asks for each one once`, async ({ page }) => {
    const requested = await scriptsRequestedUntilHydrated(page, path);
    const listed = await listedScripts(page);
    expect(listed).toEqual(expect.arrayContaining([expect.stringMatching(/\/runtime~main\.[0-9a-f]+\.js$/)]));
    expect(listed).toEqual(expect.arrayContaining([expect.stringMatching(/\/main\.[0-9a-f]+\.js$/)]));
    expect(listed.length).toBeGreaterThan(2);
    expect(requested).toEqual([...new Set(requested)]);
    expect(requested).toEqual(expect.arrayContaining(listed));
    // Besides the listed scripts, only the code highlighter's loader, asked for at idle time.
    const unlisted = requested.filter((script) => !listed.includes(script));
    expect(unlisted.filter((script) => !/\/prism-loader\.[0-9a-f]+\.js$/.test(script))).toEqual([]);
  });
}

for (const path of ["/introduction", "/blog"]) {
  test(`${path} leaves the network to its text and styles until its first paint`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    // No script the parser would fetch while the page loads: the loader asks for them after the first paint.
    expect(html).not.toMatch(/<script[^>]* src=/);
    expect(html).toMatch(/<script id=page-scripts data-scripts="[^"]+">/);
  });
}

test("a page asks for its scripts only once its first paint is on screen", async ({ page }) => {
  await page.goto("/introduction");
  await expect(page.locator("html[data-has-hydrated=true]")).toBeAttached({ timeout: HYDRATION_TIMEOUT });
  const { firstPaint, firstScriptAsked } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0].startTime,
    firstScriptAsked: Math.min(
      ...performance
        .getEntriesByType("resource")
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "script")
        .map((entry) => entry.startTime),
    ),
  }));
  expect(firstScriptAsked).toBeGreaterThanOrEqual(firstPaint);
});

for (const [browser, withoutPaintEntry] of [
  ["has no paint timing", () => Object.defineProperty(PerformanceObserver, "supportedEntryTypes", { value: [] })],
  ["never reports the first paint", () => (PerformanceObserver.prototype.observe = () => undefined)],
] as const) {
  test(`a page still hydrates in a browser that ${browser}`, async ({ page }) => {
    await page.addInitScript(withoutPaintEntry);
    await page.goto("/introduction");
    await expect(page.locator("html[data-has-hydrated=true]")).toBeAttached({ timeout: HYDRATION_TIMEOUT });
  });
}

test("every script a page loads asks the browser to compile it while it downloads", async ({ page, request }) => {
  const requested = await scriptsRequestedUntilHydrated(page, "/ref/core");
  expect(requested.length).toBeGreaterThan(5);
  for (const script of requested) {
    const body = await (await request.get(script)).text();
    expect(body.startsWith(compileHint), script).toBe(true);
  }
});
