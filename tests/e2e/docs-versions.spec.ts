import type { Page, Request } from "@playwright/test";
import { test, expect } from "./fixtures";
import { FIRST_SEARCH_TIMEOUT, gotoHydrated, searchInModal, searchModal } from "../search";
import { docsVersions } from "../../src/site/docsVersions";

// Two docs versions: Lingui 4 (`current`, at /) and Lingui 6 (the latest, under /6.x/).
const { lingui4, lingui6 } = docsVersions;
const PREFERENCE_KEY = "docs-preferred-version-default";
const notice = (page: Page) => page.getByRole("complementary", { name: "Docs version" });

test.describe.configure({ timeout: 60_000 });

test("every doc names the Lingui release it documents in the built HTML, before any script runs", async ({
  request,
}) => {
  const page4 = await (await request.get("/ref/cli")).text();
  expect(page4).toContain(`Lingui ${lingui4.release}`);
  // The built HTML is minified: attribute values go without quotes where they can.
  expect(page4).toMatch(/href="?\/6\.x\/ref\/cli[" >]/);
  const page6 = await (await request.get("/6.x/ref/cli")).text();
  expect(page6).toContain(`Lingui ${lingui6.release}`);
  expect(page6).toMatch(/href="?\/ref\/cli[" >]/);
});

test("a 4.x doc links to the same page in 6.x, or to the 6.x docs when 6.x has no such page", async ({ page }) => {
  await page.goto("/ref/cli");
  await expect(notice(page).getByRole("link", { name: "This page for Lingui 6.x" })).toHaveAttribute(
    "href",
    "/6.x/ref/cli",
  );
  await page.goto("/guides/flow");
  await expect(notice(page).getByRole("link", { name: "The Lingui 6.x docs" })).toHaveAttribute(
    "href",
    "/6.x/introduction",
  );
});

test("following the notice's link makes that version the preferred one", async ({ page }) => {
  await gotoHydrated(page, "/ref/cli");
  await notice(page).getByRole("link", { name: "This page for Lingui 6.x" }).click();
  await expect(page).toHaveURL(/\/6\.x\/ref\/cli$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), PREFERENCE_KEY)).toBe(lingui6.name);
});

test("each version says which it is: the 6.x docs are labelled latest, the 4.x docs 4.x", async ({ page }) => {
  await page.goto("/6.x/introduction");
  await expect(page.getByText(`Version: ${lingui6.label}`)).toBeVisible();
  await page.goto("/introduction");
  await expect(page.getByText(`Version: ${lingui4.label}`)).toBeVisible();
});

test("the navbar's version dropdown keeps the reader on the same page and stores the choice", async ({ page }) => {
  await gotoHydrated(page, "/ref/conf");
  const navbar = page.getByRole("navigation", { name: "Main" });
  await navbar.getByRole("button", { name: lingui4.label, exact: true }).hover();
  await navbar.getByRole("link", { name: lingui6.label }).click();
  await expect(page).toHaveURL(/\/6\.x\/ref\/conf$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), PREFERENCE_KEY)).toBe(lingui6.name);
  await navbar.getByRole("button", { name: lingui6.label, exact: true }).hover();
  await navbar.getByRole("link", { name: lingui4.label, exact: true }).click();
  await expect(page).toHaveURL(/\/ref\/conf$/);
  await expect(page).not.toHaveURL(/6\.x/);
  expect(await page.evaluate((key) => localStorage.getItem(key), PREFERENCE_KEY)).toBe(lingui4.name);
});

test("the mobile menu offers both versions", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/6.x/introduction");
  await page.getByRole("button", { name: "Toggle navigation bar" }).click();
  const menu = page.locator(".navbar-sidebar");
  // On a doc, the menu opens on the doc's sidebar; the navbar's items are one step back.
  await menu.getByRole("button", { name: /Back to main menu/ }).click();
  await expect(menu.getByRole("link", { name: lingui4.label, exact: true })).toBeVisible();
  await menu.getByRole("link", { name: lingui4.label, exact: true }).click();
  await expect(page).toHaveURL(/\/introduction$/);
});

test("the search modal searches the docs of the version the reader is on, and the blog, fetching that version's index only", async ({
  page,
}) => {
  for (const [path, own, other, indexPart] of [
    ["/6.x/introduction", /\/6\.x\//, /^\/(?!6\.x\/|blog)/, "docs-default-6.x"],
    ["/introduction", /^\/(?!6\.x\/)/, /\/6\.x\//, "docs-default-current"],
  ] as const) {
    await gotoHydrated(page, path);
    const indexRequests: string[] = [];
    const recordIndexRequest = (request: Request) => {
      if (request.url().includes("/search-index/")) indexRequests.push(new URL(request.url()).pathname);
    };
    page.on("request", recordIndexRequest);
    await searchInModal(page, "extract");
    page.off("request", recordIndexRequest);
    expect(indexRequests.length).toBeGreaterThan(0);
    expect(indexRequests.filter((url) => !url.includes(`/${indexPart}/`))).toEqual([]);
    const { hits } = searchModal(page);
    const links = await hits
      .locator("a")
      .evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
    expect(links.length).toBeGreaterThan(0);
    expect(links.some((link) => own.test(link))).toBe(true);
    expect(links.filter((link) => !link.startsWith("/blog") && other.test(link))).toEqual([]);
    await page.keyboard.press("Escape");
  }
});

test("the search page lets the reader choose the docs version", async ({ page }) => {
  await gotoHydrated(page, "/search?q=extract");
  const select = page.getByLabel("Docs version");
  await expect(select).toHaveValue(lingui4.name);
  const results = page.locator("main article a");
  await expect(results.first()).toBeVisible({ timeout: FIRST_SEARCH_TIMEOUT });
  expect(await results.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).not.toContainEqual(
    expect.stringMatching(/^\/6\.x\//),
  );
  await select.selectOption(lingui6.name);
  await expect(results.first()).toHaveAttribute("href", /^\/(6\.x|blog)\//, { timeout: FIRST_SEARCH_TIMEOUT });
  const hrefs = await results.evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(hrefs.filter((href) => !/^\/(6\.x|blog)\//.test(href))).toEqual([]);
  expect(await page.evaluate((key) => localStorage.getItem(key), PREFERENCE_KEY)).toBe(lingui6.name);
});

test("the home page leads to the 6.x docs first, then to the 4.x docs", async ({ page }) => {
  await page.goto("/");
  const links = await page
    .locator("main header a")
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
  expect(links.slice(0, 2)).toEqual([`/${lingui6.path}/introduction`, "/introduction"]);
});

test("llms.txt indexes both versions, 6.x first, and says which is which", async ({ request }) => {
  const index = await (await request.get("/llms.txt")).text();
  expect(index).toContain(`Lingui 6.x, the latest release line (${lingui6.release}`);
  const first6 = index.indexOf("## Lingui 6.x (latest):");
  const first4 = index.indexOf("## Lingui 4.x:");
  expect(first6).toBeGreaterThan(0);
  expect(first4).toBeGreaterThan(first6);
  expect(index).toContain("https://lingui.dev/6.x/ref/cli.md");
  expect(index).toContain("https://lingui.dev/ref/cli.md");
  const copy = await request.get("/6.x/ref/cli.md");
  expect(copy.status()).toBe(200);
  expect(await copy.text()).toContain("lingui extract");
});
