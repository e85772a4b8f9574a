import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";
import { gotoHydrated } from "../search";

test.use({ viewport: { width: 390, height: 800 } });

declare global {
  interface Window {
    panelSlides?: number;
  }
}

const menu = (page: Page) => page.locator(".navbar-sidebar");
const openMenu = (page: Page) => page.getByRole("button", { name: "Toggle navigation bar" }).click();

test("the menu button opens the mobile menu with the main links", async ({ page }) => {
  await page.goto("/");
  await expect(menu(page)).toBeHidden();
  await openMenu(page);
  await expect(menu(page)).toBeVisible();
  for (const label of ["Docs", "Examples", "Blog", "Community", "CLI Reference", "Configuration"]) {
    await expect(menu(page).getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await expect(menu(page).getByRole("button", { name: /switch between dark and light mode/i })).toBeVisible();
});

test("the menu's panel is rendered when first opened, and slides in then as it does later", async ({ page }) => {
  await gotoHydrated(page, "/introduction");
  // Not rendered while the reader has not asked for it (its links would be styled and laid out for nothing).
  await expect(menu(page)).toHaveCount(0);
  // Counts the panel's transform transitions as they start, however soon they end.
  await page.evaluate(() => {
    window.panelSlides = 0;
    document.addEventListener("transitionrun", (event) => {
      const panel = event.target instanceof Element && event.target.classList.contains("navbar-sidebar");
      if (panel && event.propertyName === "transform") window.panelSlides = (window.panelSlides ?? 0) + 1;
    });
  });
  const slides = () => page.evaluate(() => window.panelSlides);
  await openMenu(page);
  await expect.poll(slides, { message: "the first opening slides the panel in" }).toBe(1);
  await expect(menu(page)).toBeVisible();
  await page.getByRole("button", { name: "Close navigation bar" }).click();
  await expect(menu(page)).toBeHidden();
  await expect(menu(page)).toHaveCount(1);
  await openMenu(page);
  await expect.poll(slides, { message: "a later opening slides it in too" }).toBe(3);
});

test("on a doc page the menu shows the sidebar and a way back to the main menu", async ({ page }) => {
  await page.goto("/introduction");
  await openMenu(page);
  await expect(menu(page).getByRole("link", { name: "Introduction" })).toBeVisible();
  await menu(page).getByRole("button", { name: "← Back to main menu" }).click();
  await expect(menu(page).getByRole("link", { name: "Blog", exact: true })).toBeVisible();
});

test("the menu closes when the route changes", async ({ page }) => {
  await page.goto("/");
  await openMenu(page);
  await menu(page).getByRole("link", { name: "Community", exact: true }).click();
  await expect(page).toHaveURL(/\/misc\/community$/);
  await expect(menu(page)).toBeHidden();
});

test("the menu closes when the window grows to desktop width", async ({ page }) => {
  await page.goto("/introduction");
  await openMenu(page);
  await expect(menu(page)).toBeVisible();
  await page.setViewportSize({ width: 996, height: 800 });
  await expect(menu(page)).toBeVisible();
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(menu(page)).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Docs sidebar" })).toBeVisible();
});
