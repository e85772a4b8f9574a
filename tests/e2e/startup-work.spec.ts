// A guard on main-thread work at start-up that does not depend on the machine's speed: per page, the
// site's functions that run until the page has hydrated and is idle, and their calls (tests/startupWork.ts).
// A change that adds start-up work (a component hydrated on every page, data parsed at load, a loop over
// every code line) raises the counts past the page's limit. When a change is meant to add work, measure the
// pages again (the failure prints the figures) and raise the limit in the same commit, saying why.
import { test, expect } from "./fixtures";
import { allowedCalls, measureStartupWork, type StartupWork } from "../startupWork";

/**
 * The most of two loads, measured 2026-11-29 on the production build (they agreed within 0.1%), plus 5%,
 * and never above the limit before, with the elements of each page's content (`contentNodes`) at that
 * time. A page whose content has grown since may make 75 more calls per added element (allowedCalls,
 * tests/startupWork.ts): reviews add code blocks to these pages, whose lines hydrate, and the limit of
 * /ref/core had to be raised four times for that alone (1,368 functions each time, the site code
 * unchanged). Work that is not content (a component on every page, a loop over every code line) still
 * has to fit in the 5%.
 */
const limits: Record<string, StartupWork> = {
  "/": { functions: 1110, calls: 54_240, contentNodes: 12 },
  "/introduction": { functions: 1360, calls: 132_410, contentNodes: 644 },
  "/ref/core": { functions: 1438, calls: 712_470, contentNodes: 9341 },
  "/blog": { functions: 1175, calls: 56_760, contentNodes: 111 },
  "/tutorials/react": { functions: 1441, calls: 506_470, contentNodes: 6042 },
  "/6.x/introduction": { functions: 1376, calls: 249_640, contentNodes: 2398 },
  "/6.x/ref/core": { functions: 1435, calls: 557_760, contentNodes: 6911 },
};

for (const [path, limit] of Object.entries(limits)) {
  test(`start-up work on ${path} stays within its limit`, async ({ page }) => {
    const work = await measureStartupWork(page, path);
    expect(work.calls, `function calls at start-up on ${path} (${JSON.stringify(work)})`).toBeLessThanOrEqual(
      allowedCalls(limit, work.contentNodes),
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
  expect(work.calls).toBeGreaterThan(allowedCalls(limits[path], work.contentNodes));
});

test("a page whose content grew is allowed 75 more calls per added element, and no fewer than its limit", async ({
  page,
}) => {
  const path = "/introduction";
  const { calls, contentNodes } = await measureStartupWork(page, path);
  const limit = limits[path];
  // The same page with a tenth of its content elements added counts their hydration within the allowance.
  expect(allowedCalls(limit, contentNodes + 64)).toBe(allowedCalls(limit, contentNodes) + 64 * 75);
  expect(calls).toBeLessThanOrEqual(allowedCalls(limit, contentNodes));
  // Removing content never raises it.
  expect(allowedCalls(limit, 0)).toBe(limit.calls);
});
