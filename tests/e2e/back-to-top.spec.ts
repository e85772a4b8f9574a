import { test, expect } from "./fixtures";
import { gotoHydrated } from "../search";

// src/theme/BackToTopButton: the theme's behaviour, without reading the scroll position while rendering.
test.use({ reducedMotion: "reduce" });

test("the back-to-top button shows while the reader scrolls up a long page and takes them to the top", async ({
  page,
}) => {
  await gotoHydrated(page, "/ref/core");
  const button = page.getByRole("button", { name: "Scroll back to top" });
  await expect(button).toBeHidden();

  const scrollTo = (top: number) => page.evaluate((y) => window.scrollTo(0, y), top);
  await scrollTo(3000);
  await scrollTo(3200);
  await expect(button).toBeHidden();
  await scrollTo(2600);
  await expect(button).toBeVisible();
  await scrollTo(2800);
  await expect(button).toBeHidden();

  await scrollTo(2400);
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

test("a jump to an anchor does not show the back-to-top button", async ({ page }) => {
  await gotoHydrated(page, "/ref/core");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight - 2 * window.innerHeight));
  const firstTocLink = page.locator(".table-of-contents a").first();
  await firstTocLink.click();
  await expect(page).toHaveURL(/#/);
  await page.waitForTimeout(300);
  await expect(page.getByRole("button", { name: "Scroll back to top" })).toBeHidden();
});
