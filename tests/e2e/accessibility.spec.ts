import AxeBuilder from "@axe-core/playwright";
import { test, expect } from "./fixtures";
import { builtRoutes } from "../site";

const wcag22AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const views = [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
];
const colorSchemes = ["light", "dark"] as const;
// Dark mode changes colours only, so there it checks the colour rules; light mode checks them all.
const colourRules = ["color-contrast", "link-in-text-block"];

test.describe("the not-found page", () => {
  // The browser logs the 404 response of the document as a console error.
  test.use({ allowConsoleErrors: true });
  checkAccessibility("/not-a-page");
});

for (const route of builtRoutes()) checkAccessibility(route);

function checkAccessibility(route: string) {
  test(`${route} has no WCAG 2.2 A/AA violation in light and dark, on desktop and phone`, async ({ page }) => {
    test.slow();
    for (const view of views) {
      for (const colorScheme of colorSchemes) {
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
        expect(summary, `${route} ${view.name} ${colorScheme}`).toEqual([]);
      }
    }
  });
}
