import { test, expect } from "./fixtures";

test.describe("the docs sidebar", () => {
  test("shows every category open, with no collapse control", async ({ page }) => {
    await page.goto("/introduction");
    const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
    await expect(sidebar.getByRole("link", { name: "Introduction" })).toBeVisible();
    await expect(sidebar.locator(".menu__list-item--collapsed")).toHaveCount(0);
    await expect(sidebar.locator(".menu__caret, button.clean-btn.menu__caret")).toHaveCount(0);
    for (const link of await sidebar.getByRole("link").all()) await expect(link).toBeVisible();
  });

  test("heads each category with a label, not with a link that leads nowhere", async ({ page }) => {
    await page.goto("/introduction");
    const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
    await expect(sidebar.locator(".theme-doc-sidebar-item-category > div").getByText("API Reference")).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "API Reference" })).toHaveCount(0);
    await expect(sidebar.locator("a:not([href])")).toHaveCount(0);
  });

  test("cannot be hidden", async ({ page }) => {
    await page.goto("/introduction");
    await expect(page.getByRole("button", { name: /collapse sidebar/i })).toHaveCount(0);
  });

  test("does not list the examples page, which still has its route", async ({ page }) => {
    await page.goto("/introduction");
    const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
    await expect(sidebar.getByRole("link", { name: "Examples" })).toHaveCount(0);
    await page.goto("/misc/examples");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Examples");
  });
});

test("the table of contents lists the h2 and h3 headings of a page and nothing deeper", async ({ page }) => {
  await page.goto("/ref/conf");
  const toc = page.locator(".table-of-contents").first();
  const tocTargets = await toc
    .getByRole("link")
    .evaluateAll((links) =>
      links.map((link) => decodeURIComponent(new URL((link as HTMLAnchorElement).href).hash.slice(1))),
    );
  const headings = await page
    .locator("article")
    .locator("h2[id], h3[id]")
    .evaluateAll((nodes) => nodes.map((node) => node.id));
  expect(tocTargets.length).toBeGreaterThan(3);
  expect(tocTargets).toEqual(headings);
  const levels = await page
    .locator("article")
    .locator(tocTargets.map((id) => `[id="${id}"]`).join(","))
    .evaluateAll((nodes) => [...new Set(nodes.map((node) => node.tagName))].sort());
  expect(levels).toEqual(["H2", "H3"]);
});

test("page titles use a vertical bar between page and site", async ({ page }) => {
  await page.goto("/ref/cli");
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  await expect(page).toHaveTitle(`${heading} | Lingui`);
});
