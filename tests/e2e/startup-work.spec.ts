// A guard on main-thread work at start-up that does not depend on the machine's speed: per page, the
// site's functions that run until the page has hydrated and is idle, and their calls (tests/startupWork.ts).
// A change that adds start-up work (a component hydrated on every page, data parsed at load, a loop over
// every code line) raises the counts past the page's limit. When a change is meant to add work, measure the
// pages again (the failure prints the figures) and raise the limit in the same commit, saying why.
import { test, expect } from "./fixtures";
import { measureStartupWork, type StartupWork } from "../startupWork";

/**
 * The most of two loads, measured 2026-11-29 on the production build (they agreed within 0.1% for calls and
 * functions), plus 5%, and never above the limit before: the calls dropped by 12-17% when code blocks stopped
 * measuring themselves as they mount (src/codeBlock/useCodeWordWrap) and the active doc was found by a
 * lookup (src/docs/activeDocContext). /ref/core and /6.x/ref/core were measured again after their first
 * reviews added code blocks (run blocks and a scenario, whose lines hydrate): 519,583 and 497,293 calls;
 * and again after their second to fourth reviews added more (2026-11-29, later): 597,737 and 531,646 calls,
 * with the same functions (1,368 and 1,369), so the growth is code lines on the page, not site code.
 * Their next reviews added code blocks again (2026-11-29, third measure): /ref/core 628,659 calls (two run
 * blocks of its fifth review) and /tutorials/react 482,346 (its third review's extract and catalog blocks),
 * functions unchanged (1,368 and 1,370).
 */
const limits: Record<string, StartupWork> = {
  "/": { functions: 1110, calls: 54_980 },
  "/introduction": { functions: 1365, calls: 133_800 },
  "/ref/core": { functions: 1440, calls: 660_100 },
  "/blog": { functions: 1175, calls: 57_220 },
  "/tutorials/react": { functions: 1445, calls: 506_470 },
  "/6.x/introduction": { functions: 1380, calls: 251_650 },
  "/6.x/ref/core": { functions: 1441, calls: 558_230 },
};

for (const [path, limit] of Object.entries(limits)) {
  test(`start-up work on ${path} stays within its limit`, async ({ page }) => {
    const work = await measureStartupWork(page, path);
    expect(work.calls, `function calls at start-up on ${path} (${JSON.stringify(work)})`).toBeLessThanOrEqual(
      limit.calls,
    );
    expect(work.functions, `functions run at start-up on ${path} (${JSON.stringify(work)})`).toBeLessThanOrEqual(
      limit.functions,
    );
  });
}

test("a planted start-up cost in the site's code is counted past the limit", async ({ page }) => {
  const path = "/introduction";
  // The main bundle, with a loop of 20,000 calls appended that runs as it loads.
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    const response = await route.fetch();
    const planted = `${await response.text()}\n;(function plantedWork(){for(let i=0;i<20000;i++)(function step(){})();})();`;
    await route.fulfill({ response, body: planted });
  });
  const work = await measureStartupWork(page, path);
  expect(work.calls).toBeGreaterThan(limits[path].calls);
});
