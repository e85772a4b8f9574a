import { test, expect } from "./fixtures";
import { builtRoutes } from "../site";
import { gotoHydrated } from "../search";

// Nothing on a page moves while it loads and hydrates (Lighthouse's Cumulative Layout Shift of 0): not the
// navbar as the search button gets its shortcut hint, not a code block that the browser lays out lazily
// (src/css/custom.css).

const views = [
  { name: "desktop", viewport: { width: 1350, height: 940 } },
  { name: "phone", viewport: { width: 412, height: 823 } },
];

for (const route of builtRoutes()) {
  test(`${route} does not move while it loads, on desktop and phone`, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: string[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { value: number; sources: Array<{ node?: Node }> }
        >) {
          const moved = entry.sources.map(({ node }) =>
            node instanceof Element ? node.outerHTML.slice(0, 80) : node?.nodeName,
          );
          shifts.push(`${entry.value.toFixed(5)}: ${moved.join(", ")}`);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    for (const view of views) {
      await page.setViewportSize(view.viewport);
      await gotoHydrated(page, route);
      // Two more frames, for what the page changes once it has hydrated.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts);
      expect(shifts, `${route} ${view.name}`).toEqual([]);
    }
  });
}
