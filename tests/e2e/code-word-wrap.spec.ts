// A code block's word-wrap button (src/codeBlock/useCodeWordWrap): it is there exactly when the block's lines
// overflow, measured when the block comes near the viewport rather than as the page loads.
import { test, expect } from "./fixtures";
import type { Locator, Page } from "@playwright/test";
import { gotoSettled } from "../search";

const phone = { width: 412, height: 823 };
const wrapButton = (block: Locator) => block.locator("xpath=..").getByRole("button", { name: "Toggle word wrap" });
const overflows = (block: Locator) => block.evaluate((pre) => pre.scrollWidth > pre.clientWidth);

/** The visible code blocks whose lines overflow, and those whose lines fit, at the current width. */
async function blocksByOverflow(page: Page): Promise<{ overflowing: Locator[]; fitting: Locator[] }> {
  const blocks = await page.locator("article pre.prism-code:visible").all();
  const overflowing: Locator[] = [];
  const fitting: Locator[] = [];
  for (const block of blocks) ((await overflows(block)) ? overflowing : fitting).push(block);
  return { overflowing, fitting };
}

test.use({ viewport: phone });

test("a block whose lines overflow gets the wrap button as it comes near, and one whose lines fit never does", async ({
  page,
}) => {
  await gotoSettled(page, "/ref/core");
  const far = page.locator("article pre.prism-code").last();
  // Not measured while the reader is far from it, though its lines overflow.
  await expect(wrapButton(far)).toHaveCount(0);
  const { overflowing, fitting } = await blocksByOverflow(page);
  expect(overflowing.length).toBeGreaterThan(3);
  expect(fitting.length).toBeGreaterThan(1);
  for (const block of overflowing) {
    await block.scrollIntoViewIfNeeded();
    await expect(wrapButton(block)).toHaveCount(1);
  }
  for (const block of fitting) {
    await block.scrollIntoViewIfNeeded();
    await expect.poll(() => block.evaluate((pre) => pre.getBoundingClientRect().top < innerHeight)).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(wrapButton(block)).toHaveCount(0);
  }
});

test("wrapping a block's lines ends its overflow, and the button stays to unwrap them", async ({ page }) => {
  await gotoSettled(page, "/ref/core");
  const { overflowing } = await blocksByOverflow(page);
  const block = overflowing[0];
  await block.scrollIntoViewIfNeeded();
  await block.hover();
  await wrapButton(block).click();
  await expect.poll(() => overflows(block)).toBe(false);
  await expect(block.locator("code")).toHaveCSS("white-space", "pre-wrap");
  await expect(wrapButton(block)).toHaveCount(1);
  await wrapButton(block).click();
  await expect.poll(() => overflows(block)).toBe(true);
  await expect(wrapButton(block)).toHaveCount(1);
});

test("a block that starts to overflow when the window narrows gets the button", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoSettled(page, "/ref/core");
  const wide = await blocksByOverflow(page);
  await page.setViewportSize(phone);
  const narrowed = [];
  for (const block of wide.fitting) if (await overflows(block)) narrowed.push(block);
  expect(narrowed.length).toBeGreaterThan(0);
  await narrowed[0].scrollIntoViewIfNeeded();
  await expect(wrapButton(narrowed[0])).toHaveCount(1);
});

test("a block in a tab that was hidden is measured when its tab is shown", async ({ page }) => {
  await gotoSettled(page, "/tutorials/react");
  const tabs = page.locator("article .tabs-container").first();
  await tabs.scrollIntoViewIfNeeded();
  const yarnTab = tabs.getByRole("tab", { name: "Yarn" });
  const yarnBlock = tabs.locator("[role=tabpanel]").nth(1).locator("pre.prism-code");
  await expect(yarnBlock).toBeHidden();
  await yarnTab.click();
  await expect(yarnBlock).toBeVisible();
  expect(await overflows(yarnBlock), "the install command overflows a phone's width").toBe(true);
  await expect(wrapButton(yarnBlock)).toHaveCount(1);
});
