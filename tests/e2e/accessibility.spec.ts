import AxeBuilder from "@axe-core/playwright";
import { test, expect } from "./fixtures";
import { blogPosts, builtRoutes } from "../site";

const wcag22AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const desktop = { name: "desktop", viewport: { width: 1280, height: 900 } };
const phone = { name: "phone", viewport: { width: 390, height: 844 } };
/*
 * Every page is checked on desktop. At phone width a page has the same content and colours in another
 * frame (mobile navbar, collapsed table of contents, stacked footer), so the phone checks cover each kind
 * of frame once: one page of each layout, including the longest reference page, whose code blocks scroll.
 */
const phoneRoutes = new Set([
  "/",
  "/introduction",
  "/ref/core",
  "/blog",
  blogPosts.lingui4,
  "/blog/tags/release",
  "/search?q=plural",
  "/playground",
  "/not-a-page",
]);
const colorSchemes = ["light", "dark"] as const;
/*
 * The 6.x docs are built from the same components as the 4.x docs: in light mode every 6.x page is
 * checked, in dark mode (colours only) the 6.x pages of each layout the 4.x pages check on phones.
 */
const darkRoutes6 = new Set(["/6.x/introduction", "/6.x/ref/core", "/6.x/ref/cli"]);
const schemesOf = (route: string) =>
  route.startsWith("/6.x/") && !darkRoutes6.has(route) ? (["light"] as const) : colorSchemes;
// Dark mode changes colours only, so there it checks the colour rules; light mode checks them all.
const colourRules = ["color-contrast", "link-in-text-block"];

test.describe("the not-found page", () => {
  // The browser logs the 404 response of the document as a console error.
  test.use({ allowConsoleErrors: true });
  checkAccessibility("/not-a-page");
});

// The search page is left out of the sitemap (it has no content of its own to index).
for (const route of [...builtRoutes(), "/search?q=plural"]) checkAccessibility(route);

function checkAccessibility(route: string) {
  // One test per view and colour scheme, each with time to spare: on a long reference page
  // (6,000 elements, most of them highlighted code tokens) one axe run takes up to half a minute.
  for (const view of phoneRoutes.has(route) ? [desktop, phone] : [desktop]) {
    for (const colorScheme of schemesOf(route)) {
      test(`${route} has no WCAG 2.2 A/AA violation on ${view.name}, ${colorScheme}`, async ({ page }) => {
        test.setTimeout(180_000);
        await page.setViewportSize(view.viewport);
        await page.emulateMedia({ colorScheme });
        await page.goto(route);
        await expect(page.locator("html")).toHaveAttribute("data-theme", colorScheme);
        const axe = new AxeBuilder({ page }).withTags(wcag22AA);
        const { violations } = await (colorScheme === "dark" ? axe.withRules(colourRules) : axe).analyze();
        const summary = violations.map(
          (violation) =>
            `${violation.id} (${violation.nodes.length}×): ${violation.nodes[0].failureSummary?.split("\n").slice(-1)} at ${violation.nodes[0].html.slice(0, 120)}`,
        );
        expect(summary).toEqual([]);
      });
    }
  }
}
