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

// A reader who jumps far down a long page (the scrollbar, End, a search hit) lands among code blocks the
// browser had not laid out yet (content-visibility in src/css/custom.css). They hold the height their lines
// will take, so what the reader lands on stays where it is as they are laid out.
for (const route of ["/ref/core", "/ref/message-format", "/6.x/ref/macro", "/6.x/ref/cli"]) {
  test(`${route}: what a jump far down the page lands on stays in place`, async ({ page }) => {
    await page.setViewportSize(desktop.viewport);
    await gotoHydrated(page, route);
    for (const share of [0.3, 0.5, 0.7, 0.9]) {
      const moved = await page.evaluate(async (share) => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        const { scrollHeight } = document.documentElement;
        window.scrollTo({ top: share * (scrollHeight - innerHeight), behavior: "instant" });
        const landedOn = document.elementFromPoint(innerWidth / 3, innerHeight / 2);
        const before = landedOn?.getBoundingClientRect().top;
        // Chrome lays out a block the frame after it finds it near the viewport.
        for (let i = 0; i < 4; i++) await frame();
        return {
          element: landedOn?.outerHTML.slice(0, 80),
          by: (landedOn?.getBoundingClientRect().top ?? 0) - (before ?? 0),
        };
      }, share);
      expect(Math.abs(moved.by), `${route} at ${share}: ${moved.element} moved by ${moved.by} px`).toBeLessThan(1);
    }
  });
}
