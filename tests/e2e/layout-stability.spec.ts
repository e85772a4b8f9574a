import { test, expect } from "./fixtures";
import { builtRoutes, routesCoveringEveryStyle } from "../site";
import { gotoHydrated } from "../search";

// Nothing on a page moves while it loads and hydrates (Lighthouse's Cumulative Layout Shift of 0): not the
// navbar as the search button gets its shortcut hint, not a code block that the browser lays out lazily
// (src/css/custom.css). Every page is checked on desktop: whether a code block is on the first screen
// depends on the page's text, and the wide screen shows the most of it. Otherwise what moves is how
// elements are styled and laid out, not what they say: the phone checks load the pages that together use
// every element name, class name and inline style of the built pages.

const desktop = { name: "desktop", viewport: { width: 1350, height: 940 } };
const phone = { name: "phone", viewport: { width: 412, height: 823 } };
const phoneRoutes = new Set(routesCoveringEveryStyle(builtRoutes()));

for (const route of builtRoutes()) {
  const views = phoneRoutes.has(route) ? [desktop, phone] : [desktop];
  test(`${route} does not move while it loads, on ${views.map(({ name }) => name).join(" and ")}`, async ({ page }) => {
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
      // The footer, hidden until it is parsed whole (src/theme/Footer), shows.
      await expect(page.getByRole("contentinfo")).toBeVisible();
    }
  });
}
