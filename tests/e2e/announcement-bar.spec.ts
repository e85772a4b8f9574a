import { test, expect } from "./fixtures";
import { announcementBar, announcementBarOf as bar } from "../site";

test("the announcement bar shows its content in its colours", async ({ page }) => {
  await page.goto("/");
  await expect(bar(page)).toBeVisible();
  await expect(bar(page)).toHaveCSS("background-color", "rgb(11, 61, 46)");
  await expect(bar(page)).toHaveCSS("color", "rgb(255, 255, 255)");
});

test("closing the bar is remembered across pages and reloads", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Close" }).click();
  await expect(bar(page)).toBeHidden();
  expect(
    await page.evaluate(() => [
      localStorage.getItem("docusaurus.announcement.dismiss"),
      localStorage.getItem("docusaurus.announcement.id"),
    ]),
  ).toEqual(["true", announcementBar.id]);
  await page.goto("/introduction");
  await expect(bar(page)).toBeHidden();
});

test("the bar comes back when its id changes", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("docusaurus.announcement.dismiss", "true");
    localStorage.setItem("docusaurus.announcement.id", "an-older-announcement");
  });
  await page.goto("/");
  await expect(bar(page)).toBeVisible();
});

test("on the 6.x docs the bar points to the migration guides, not to the docs the reader is on", async ({ page }) => {
  await page.goto("/6.x/ref/core");
  const sixBar = page.getByRole("banner").filter({ hasText: "Upgrading a Lingui 4 project?" });
  await expect(sixBar).toBeVisible();
  await expect(bar(page)).toHaveCount(0);
  await expect(sixBar.getByRole("link", { name: "4 to 5" })).toHaveAttribute("href", "/6.x/releases/migration-5");
  await sixBar.getByRole("link", { name: "5 to 6" }).click();
  await expect(page).toHaveURL(/\/6\.x\/releases\/migration-6$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Migrating from Lingui 5 to 6");
  await page.goto("/ref/core");
  await expect(bar(page)).toBeVisible();
});
