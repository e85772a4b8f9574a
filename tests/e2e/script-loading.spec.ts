import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";

// How a page's scripts reach the browser: see plugins/route-chunk-scripts and plugins/eager-compile-hints.

const compileHint = "//# allFunctionsCalledOnLoad\n";

/** The script files a page asks for until it reports it has hydrated, in request order (with repeats). */
async function scriptsRequestedUntilHydrated(page: Page, path: string): Promise<string[]> {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") requested.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await expect(page.locator("html[data-has-hydrated=true]")).toBeAttached();
  return requested;
}

/** The route chunks a page lists for its loader, as served. */
async function listedRouteChunks(page: Page): Promise<string[]> {
  const list = await page.locator("script#route-chunks").getAttribute("data-chunks");
  return list ? list.split(" ") : [];
}

for (const path of ["/", "/introduction", "/ref/core", "/blog", "/blog/2023/04/26/announcing-lingui-4.0"]) {
  test(`${path} lists every route chunk it needs and asks for each script once`, async ({ page }) => {
    const requested = await scriptsRequestedUntilHydrated(page, path);
    const listed = await listedRouteChunks(page);
    expect(listed.length).toBeGreaterThan(0);
    expect(requested).toEqual([...new Set(requested)]);
    expect(requested).toEqual(expect.arrayContaining(listed));
    // Besides the listed chunks, only the entry scripts and the code highlighter's loader (asked for at idle).
    const unlisted = requested.filter((script) => !listed.includes(script));
    expect(unlisted.filter((script) => !/\/(runtime~main|main|prism-loader)\.[0-9a-f]+\.js$/.test(script))).toEqual([]);
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
