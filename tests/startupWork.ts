import type { Page } from "@playwright/test";
import { HYDRATION_TIMEOUT } from "./search";

/**
 * The JavaScript work a page does at start-up, counted by Chromium's precise coverage from navigation until
 * the page has hydrated and the browser is next idle: the site's functions that ran, and how many calls
 * they made in all. Unlike a duration, the counts do not depend on the machine's speed (three loads of a
 * page agree within 0.1%), so a limit on them holds on any CI machine.
 */
export type StartupWork = { functions: number; calls: number };

export async function measureStartupWork(page: Page, path: string): Promise<StartupWork> {
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await page.goto(path);
  await page.locator("html[data-has-hydrated=true]").waitFor({ state: "attached", timeout: HYDRATION_TIMEOUT });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
  const origin = new URL(page.url()).origin;
  const work = { functions: 0, calls: 0 };
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
