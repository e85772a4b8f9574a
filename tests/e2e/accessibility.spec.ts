import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { blogPosts, builtRoutes, routesCoveringEveryStyle } from "../site";
import { HYDRATION_TIMEOUT, gotoHydrated } from "../search";

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
 * The colour rules depend on how elements are styled, not on what they say: they are checked, in light and
 * dark mode, on the pages that together use every class name and inline style of the built pages
 * (tests/site.ts), on each page checked at phone width, and on the search and not-found pages. Every page
 * is checked in light mode against the other rules.
 */
const colourRoutes = new Set([
  ...routesCoveringEveryStyle(builtRoutes()),
  ...phoneRoutes,
  "/search?q=plural",
  "/not-a-page",
]);
const colourRules = ["color-contrast", "link-in-text-block"];
/*
 * Without the colour rules, the lines of highlighted code are left out: plain spans of text, with no role,
 * name or structure for the other rules to check, and most of a reference page's elements (half its axe
 * time). Their code blocks themselves (`pre`: focusable when they scroll) are still checked.
 */
const codeLines = ".token-line";
/** What a view checks: all rules, the colour rules only (dark mode), or all but the colour rules. */
const rulesOf = (route: string, colorScheme: "light" | "dark") =>
  !colourRoutes.has(route) ? "all but colours" : colorScheme === "dark" ? "colours" : "all";
/** What axe finds on the page, a line per violated rule, for the rules of a view. */
async function violationsOf(page: Page, rules: ReturnType<typeof rulesOf>): Promise<string[]> {
  const axe = new AxeBuilder({ page })
    // Only the violations are read: axe lists no passing elements (the bulk of its results on a long page).
    .options({ resultTypes: ["violations"] })
    .withTags(wcag22AA)
    // One axe run in the page, not one per frame plus a run in a blank page: the pages have no frames
    // from other origins (the fixtures fail a test whose page requests another host).
    .setLegacyMode();
  const { violations } = await (
    rules === "colours"
      ? axe.withRules(colourRules)
      : rules === "all"
        ? axe
        : axe.disableRules(colourRules).exclude(codeLines)
  ).analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.nodes.length}×): ${violation.nodes[0].failureSummary?.split("\n").slice(-1)} at ${violation.nodes[0].html.slice(0, 120)}`,
  );
}
const schemesOf = (route: string) => (colourRoutes.has(route) ? colorSchemes : (["light"] as const));

test.describe("the not-found page", () => {
  // The browser logs the 404 response of the document as a console error.
  test.use({ allowConsoleErrors: true });
  checkAccessibility("/not-a-page");
});

test("the check reports what a page gets wrong, with each kind of rules", async ({ page }) => {
  await page.goto("/introduction");
  await page
    .locator("article")
    .evaluate((article) =>
      article.insertAdjacentHTML(
        "afterbegin",
        '<img src="/img/logo.svg"><p style="color: #bbb; background: #fff">Faint text</p>',
      ),
    );
  const ids = async (rules: ReturnType<typeof rulesOf>) =>
    (await violationsOf(page, rules)).map((line) => line.split(" ")[0]);
  expect(await ids("all")).toEqual(expect.arrayContaining(["image-alt", "color-contrast"]));
  expect(await ids("colours")).toEqual(["color-contrast"]);
  expect(await ids("all but colours")).toEqual(["image-alt"]);
});

test("dark mode reached by the system's change of scheme is coloured as a page loaded dark", async ({ browser }) => {
  // The colour checks below switch a loaded page to dark: what they see must be what a dark load shows.
  const colours = async (page: Page) => {
    // Code is highlighted once Prism has loaded (plugins/deferred-prism).
    await expect(page.locator("article .token.string").first()).toBeAttached();
    return page.evaluate(() =>
      ["body", "article p", "article a", "article pre", "article .token.keyword", "article .token.string"].map(
        (selector) => {
          const style = getComputedStyle(document.querySelector(selector) as Element);
          return `${selector}: ${style.color} on ${style.backgroundColor}`;
        },
      ),
    );
  };
  const page = await browser.newPage({ colorScheme: "light" });
  await gotoHydrated(page, "/ref/macro");
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  const dark = await browser.newPage({ colorScheme: "dark" });
  await gotoHydrated(dark, "/ref/macro");
  expect(await colours(page)).toEqual(await colours(dark));
  await Promise.all([page.close(), dark.close()]);
});

// The search page is left out of the sitemap (it has no content of its own to index).
for (const route of [...builtRoutes(), "/search?q=plural"]) checkAccessibility(route);

function checkAccessibility(route: string) {
  // One test per view, each with time to spare: on a long reference page (6,000 elements, most of them
  // highlighted code tokens) one axe run takes ten seconds on a busy machine.
  for (const view of phoneRoutes.has(route) ? [desktop, phone] : [desktop]) {
    const schemes = schemesOf(route);
    test(`${route} has no WCAG 2.2 A/AA violation on ${view.name}, ${schemes.join(" and ")}`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(view.viewport);
      await page.emulateMedia({ colorScheme: "light" });
      await page.goto(route);
      for (const [i, colorScheme] of schemes.entries()) {
        // Dark mode in the same load: once hydrated, the page follows the system's change of scheme, and
        // re-renders what depends on it (the code blocks' colours) before it sets data-theme.
        if (i > 0) {
          await expect(page.locator("html[data-has-hydrated=true]")).toBeAttached({ timeout: HYDRATION_TIMEOUT });
          await page.emulateMedia({ colorScheme });
        }
        await expect(page.locator("html")).toHaveAttribute("data-theme", colorScheme);
        expect(await violationsOf(page, rulesOf(route, colorScheme)), colorScheme).toEqual([]);
      }
    });
  }
}
