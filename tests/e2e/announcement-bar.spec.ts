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
