import { test, expect } from "./fixtures";
import { measureFirstLoad, pageTypes } from "../../scripts/lib/first-load.mjs";

const KB = 1024;

/**
 * First-load budgets per page type, gzip as served: set at what the site reaches today, so that
 * they can only be tightened. The goal is 100 KB of JavaScript on every type.
 */
const budgets: Record<keyof typeof pageTypes, { js: number; css: number }> = {
  home: { js: 105 * KB, css: 23 * KB },
  doc: { js: 128 * KB, css: 23 * KB },
  blogPost: { js: 127 * KB, css: 23 * KB },
};

for (const [type, route] of Object.entries(pageTypes) as [keyof typeof pageTypes, string][]) {
  test(`a ${type} page stays within its first-load budget`, async ({ browser, baseURL }) => {
    const { jsBytes, cssBytes } = await measureFirstLoad(browser, `${baseURL}${route}`);
    expect(jsBytes, `${route} JavaScript`).toBeLessThanOrEqual(budgets[type].js);
    expect(cssBytes, `${route} CSS`).toBeLessThanOrEqual(budgets[type].css);
  });
}
