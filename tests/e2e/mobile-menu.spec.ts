import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";

test.use({ viewport: { width: 390, height: 800 } });

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
