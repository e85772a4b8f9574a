import { test, expect } from "./fixtures";
import { measureFirstLoad, pageTypes } from "../../scripts/lib/first-load.mjs";
import { gotoSettled } from "../search";

const KB = 1024;

/**
 * First-load budgets per page type, gzip as served: set just above what the site reaches, tightened
 * when it improves, and raised only for a feature that needs the bytes, saying which. The goal is at
 * most 100 KB of JavaScript on every type. Raised by 0.5 KB for docs and blog posts for the early-action
 * hand-off of the search and menu buttons and the navbar's More menu (doc 95.3 KB, blog post 96.2 KB).
 * Raised for the second docs version (Lingui 6 under /6.x/): its routes and docs list in the runtime and
 * globalData of every page, and the version notice; the route registry's module names, which only the
 * server render reads, are left out of the browser's copy (plugins/lean-route-registry). Measured: home
 * 77.6 KB, doc 98.1 KB, blog post 98.8 KB (issue 19 allows the doc page 3 KB over its 95.3 KB).
 * Raised again (2026-11-28) for the navbar's one highlighted link and the announcement that depends on
 * the docs version (issue 30), and the errors reference of each version in the docs data of every page:
 * home 78.1 KB, doc 99.2 KB, blog post 99.3 KB, still under the 100 KB goal (issue 31 asks for these
 * bytes back). The blog post budget raised (2026-11-29) for content, not site code: the measured post (the 4.0
 * announcement) gained a checked scenario and the corrections of its first review, and a post's content is
 * part of its first load: blog post 100.7 KB.
 */
const budgets: Record<keyof typeof pageTypes, { js: number; css: number }> = {
  home: { js: 78.4 * KB, css: 21.6 * KB },
  doc: { js: 99.6 * KB, css: 21.6 * KB },
  blogPost: { js: 101 * KB, css: 21.6 * KB },
};

for (const [type, route] of Object.entries(pageTypes) as [keyof typeof pageTypes, string][]) {
  test(`a ${type} page stays within its first-load budget`, async ({ browser, baseURL }) => {
    const { jsBytes, cssBytes } = await measureFirstLoad(browser, `${baseURL}${route}`);
    expect(jsBytes, `${route} JavaScript`).toBeLessThanOrEqual(budgets[type].js);
    expect(cssBytes, `${route} CSS`).toBeLessThanOrEqual(budgets[type].css);
  });
}

test("a doc page's first load carries no other doc's description", async ({ page, request }) => {
  // Descriptions are left out of the docs version data every docs page loads (plugins/lean-docs-metadata).
  const macroPage = await (await request.get("/ref/macro")).text();
  const description = /name=description content="Reference for ([^"]{40})/.exec(macroPage)?.[1] ?? "";
  expect(description, "the description of /ref/macro").toHaveLength(40);
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text());
  });
  await gotoSettled(page, "/introduction");
  const sources = await Promise.all(scripts);
  expect(
    sources.some((source) => source.includes("docsSidebars")),
    "the docs version data was loaded",
  ).toBe(true);
  expect(sources.filter((source) => source.includes(description))).toEqual([]);
});
