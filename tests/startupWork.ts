import type { Page } from "@playwright/test";
import { HYDRATION_TIMEOUT } from "./search";

/**
 * The JavaScript work a page does at start-up, counted by Chromium's precise coverage from navigation until
 * the page has hydrated and the browser is next idle: the site's functions that ran, and how many calls
 * they made in all. Unlike a duration, the counts do not depend on the machine's speed (three loads of a
 * page agree within 0.1%), so a limit on them holds on any CI machine.
 */
export type StartupWork = { functions: number; calls: number; contentNodes: number };

/**
 * Calls a page may add at start-up for each element its content gained: hydrating the page's content
 * (prose, tables, code lines) costs about 71 calls per element in its `article` (a fit over 12 pages
 * measured 2026-11-29, from 12 to 25,964 elements). Content grows with every review of a page; the
 * site's own work at start-up should not.
 */
export const CALLS_PER_CONTENT_NODE = 75;

/** The calls a page's limit admits now that its content has `contentNodes` elements. */
export function allowedCalls(limit: StartupWork, contentNodes: number): number {
  return limit.calls + CALLS_PER_CONTENT_NODE * Math.max(0, contentNodes - limit.contentNodes);
}

export async function measureStartupWork(page: Page, path: string): Promise<StartupWork> {
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await page.goto(path);
  await page.locator("html[data-has-hydrated=true]").waitFor({ state: "attached", timeout: HYDRATION_TIMEOUT });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
  const origin = new URL(page.url()).origin;
  const contentNodes = await page.evaluate(() => document.querySelectorAll("article *").length);
  const work = { functions: 0, calls: 0, contentNodes };
  for (const script of await page.coverage.stopJSCoverage()) {
    if (!script.url.startsWith(origin)) continue;
    for (const { ranges } of script.functions) {
      // A function's first range covers its whole body; its count is how often it was called.
      if (ranges[0].count === 0) continue;
      work.functions += 1;
      work.calls += ranges[0].count;
    }
  }
  return work;
}
