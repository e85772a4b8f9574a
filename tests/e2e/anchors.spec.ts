import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";
import { gotoHydrated } from "../search";

// Jumps to a heading on a long page, which holds code blocks laid out only near the viewport (src/css/custom.css).
// The navbar hides while the reader scrolls down, so a heading reached by a jump sits near the top of the window.

/** Where the heading `id` is, in pixels from the top of the window, once the page has settled. */
async function settledTopOf(page: Page, id: string): Promise<number> {
  const heading = page.locator(`[id="${id}"]`);
  let previous = Number.NaN;
  await expect
    .poll(async () => {
      const top = await heading.evaluate((element) => Math.round(element.getBoundingClientRect().top));
      const settled = top === previous;
      previous = top;
      return settled;
    })
    .toBe(true);
  return previous;
}

for (const id of ["i18n.date", "formats.plural", "localedata"]) {
  test(`opening /ref/core#${id} shows that heading at the top, whatever code sits above it`, async ({ page }) => {
    await gotoHydrated(page, `/ref/core#${id}`);
    const top = await settledTopOf(page, id);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(100);
  });
}

test("a link to a heading on another page takes the reader to that heading", async ({ page }) => {
  await gotoHydrated(page, "/ref/react");
  await page.locator('article a[href="/ref/core#event-change"]').first().click();
  await expect(page).toHaveURL(/\/ref\/core#event-change$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("@lingui/core");
  const top = await settledTopOf(page, "event-change");
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(100);
});

test("a long page read from the bottom up does not move under the reader", async ({ page }) => {
  await gotoHydrated(page, "/ref/core");
  await page.keyboard.press("End");
  const heading = page.locator('[id="formats.plural"]');
  await heading.scrollIntoViewIfNeeded();
  const before = await settledTopOf(page, "formats.plural");
  // Scrolling up brings code blocks that were never laid out into view, above the heading.
  await page.mouse.wheel(0, -600);
  await page.mouse.wheel(0, 600);
  const after = await settledTopOf(page, "formats.plural");
  expect(Math.abs(after - before)).toBeLessThan(2);
});
