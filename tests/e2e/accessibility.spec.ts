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
  // One test per view and colour scheme, each with time to spare: on a long reference page
  // (6,000 elements, most of them highlighted code tokens) one axe run takes up to half a minute.
  for (const view of views) {
    for (const colorScheme of colorSchemes) {
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
