import { test, expect } from "./fixtures";
import { gotoHydrated, gotoSettled } from "../search";
import type { Page } from "@playwright/test";

/** Pretend the reader is on a save-data connection: Docusaurus then loads route code only on navigation. */
async function useSaveDataConnection(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" } });
  });
}

const mainNavLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true });

test.describe("when something breaks", () => {
  test.use({ allowConsoleErrors: true });

  test("a page that crashes while rendering shows the error and a way to retry", async ({ page }) => {
    // Dates on blog pages are formatted with Intl while rendering: make that throw.
    await page.addInitScript(() => {
      Intl.DateTimeFormat = function brokenDateTimeFormat() {
        throw new Error("The date formatter is out of order");
      } as unknown as typeof Intl.DateTimeFormat;
    });
    await page.goto("/");
    await mainNavLink(page, "Blog").click();
    await expect(page.getByRole("heading", { name: "This page crashed." })).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(page.getByText("The date formatter is out of order")).toBeVisible();
  });

  test("a route chunk that fails to load makes the page reload at its destination", async ({ page }) => {
    await useSaveDataConnection(page);
    // Before the navbar's turn to hydrate, its links load the next page from the server.
    await gotoHydrated(page, "/introduction");
    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
    let chunksFail = true;
    let failedChunks = 0;
    page.on("request", (request) => {
      if (request.resourceType() === "document") chunksFail = false;
    });
    await page.route(/\.js$/, (route) => {
      if (!chunksFail) return route.continue();
      failedChunks++;
      return route.abort("failed");
    });
    await mainNavLink(page, "Blog").click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator("article").first()).toBeVisible();
    expect(failedChunks).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
  });
});

test("a slow navigation shows the progress bar until the page is ready", async ({ page }) => {
  await useSaveDataConnection(page);
  // A click before hydration is a plain page load, which shows no bar (early-actions.spec.ts covers it).
  await gotoHydrated(page, "/introduction");
  await page.route(/\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await mainNavLink(page, "Blog").click();
  await expect(page.locator("#nprogress .bar")).toBeVisible();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator("#nprogress")).toHaveCount(0, { timeout: 10_000 });
});

test("a navigation to prefetched code shows no progress bar", async ({ page }) => {
  // A click before hydration is a plain page load, which shows no bar whatever was prefetched.
  await gotoHydrated(page, "/introduction");
  await mainNavLink(page, "Community").hover();
  await page.waitForLoadState("networkidle");
  const sawBar = page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        new MutationObserver(() => document.getElementById("nprogress") && resolve(true)).observe(document.body, {
          childList: true,
        });
        setTimeout(() => resolve(false), 600);
      }),
  );
  await mainNavLink(page, "Community").click();
  await expect(page).toHaveURL(/\/misc\/community$/);
  expect(await sawBar).toBe(false);
});

test("on a save-data connection no route code is fetched before the reader navigates", async ({ page }) => {
  await useSaveDataConnection(page);
  await gotoSettled(page, "/introduction");
  const scripts: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
  await mainNavLink(page, "Blog").hover();
  await page.waitForTimeout(500);
  expect(scripts).toEqual([]);
  await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  await mainNavLink(page, "Blog").click();
  await expect(page.locator("article").first()).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
});

test("on a normal connection the code of visible links is prefetched", async ({ page }) => {
  await page.goto("/introduction");
  await mainNavLink(page, "Blog").hover();
  await expect.poll(() => page.locator('link[rel="prefetch"][href$=".js"]').count()).toBeGreaterThan(2);
});

test("a chunk shared by many visible links is prefetched once", async ({ page }) => {
  await gotoSettled(page, "/introduction");
  await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(10);
  const prefetched = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.href),
  );
  expect(prefetched.length).toBeGreaterThan(10);
  expect(prefetched).toEqual([...new Set(prefetched)]);
});

test.describe("with browser storage unavailable", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const deny = () => {
        throw new DOMException("Storage is disabled", "SecurityError");
      };
      Object.defineProperty(window, "localStorage", { get: deny });
      Object.defineProperty(window, "sessionStorage", { get: deny });
    });
  });

  test("pages still render, navigate and switch colour mode, with a warning", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/introduction");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const toggle = page.getByRole("button", { name: /switch between dark and light mode/i });
    await toggle.click();
    await toggle.click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await mainNavLink(page, "Blog").click();
    await expect(page.locator("article").first()).toBeVisible();
    expect(warnings.join("\n")).toContain("Docusaurus browser storage is not available");
  });
});
