import { test, expect } from "./fixtures";
import { measureFirstLoad, pageTypes } from "../../scripts/lib/first-load.mjs";

const KB = 1024;

/**
 * First-load budgets per page type, gzip as served: set at what the site reaches today, so that
 * they can only be tightened. The goal is at most 100 KB of JavaScript on every type.
 */
const budgets: Record<keyof typeof pageTypes, { js: number; css: number }> = {
  home: { js: 77 * KB, css: 22.5 * KB },
  doc: { js: 100 * KB, css: 22.5 * KB },
  blogPost: { js: 99 * KB, css: 22.5 * KB },
};

for (const [type, route] of Object.entries(pageTypes) as [keyof typeof pageTypes, string][]) {
  test(`a ${type} page stays within its first-load budget`, async ({ browser, baseURL }) => {
    const { jsBytes, cssBytes } = await measureFirstLoad(browser, `${baseURL}${route}`);
    expect(jsBytes, `${route} JavaScript`).toBeLessThanOrEqual(budgets[type].js);
    expect(cssBytes, `${route} CSS`).toBeLessThanOrEqual(budgets[type].css);
  });
}
