import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";
import { externalNavbarLinks, internalNavbarLinks } from "../site";
import { gotoHydrated } from "../search";

// Common desktop widths, from the desktop breakpoint (997 px) up. At every one the brand and each
// label are whole and on one line, and no two items overlap.
const widths = [997, 1024, 1280, 1440, 1920];
const iconWidth = 1440; // from here the external links are icons; below it they are in "More"

type Box = { name: string; left: number; right: number; top: number; bottom: number; clipped: boolean };

/** The navbar's visible parts: the brand and each item, with its box and whether its text is cut. */
function navbarBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const parts: HTMLElement[] = Array.from(
      document.querySelectorAll(
        ".navbar__inner .navbar__brand, .navbar__inner .navbar__items > .navbar__item, .navbar__inner .DocSearch-Button, .navbar__inner .navbar__items > button",
      ),
    );
    return parts
      .filter((part) => part.getClientRects().length > 0)
      .map((part) => {
        const { left, right, top, bottom } = part.getBoundingClientRect();
        const texts: Element[] = [part, ...Array.from(part.querySelectorAll(".navbar__title, .navbar__link"))];
        const clipped = texts.some((text) => text.scrollWidth > text.clientWidth + 1);
        const name = (part.textContent || part.getAttribute("aria-label") || part.className).trim();
        return { name, left, right, top, bottom, clipped };
      });
  });
}

/** The number of lines a link's text takes. */
function lineCount(page: Page, label: string): Promise<number> {
  return page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: label, exact: true })
    .evaluate((link) => {
      const range = document.createRange();
      range.selectNodeContents(link);
      return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
    });
}

for (const width of widths) {
  test(`at ${width} px the navbar shows the whole brand and every label on one line, without overlap`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/introduction");
    const navbar = page.getByRole("navigation", { name: "Main" });
    await expect(navbar.locator(".navbar__title")).toHaveText("Lingui");
    await expect(page.getByRole("button", { name: "Toggle navigation bar" })).toBeHidden();

    for (const { label } of internalNavbarLinks) {
      await expect(navbar.getByRole("link", { name: label, exact: true })).toBeVisible();
      expect(await lineCount(page, String(label)), `${label} on one line`).toBe(1);
    }
    await expect(navbar.getByRole("button", { name: /search/i })).toBeVisible();

    const boxes = await navbarBoxes(page);
    expect(
      boxes.filter((box) => box.clipped).map((box) => box.name),
      "cut text",
    ).toEqual([]);
    for (const box of boxes) {
      expect(box.left, `${box.name} inside the window`).toBeGreaterThanOrEqual(0);
      expect(box.right, `${box.name} inside the window`).toBeLessThanOrEqual(width);
    }
    const sorted = [...boxes].sort((a, b) => a.left - b.left);
    for (const [index, box] of sorted.slice(1).entries()) {
      const before = sorted[index];
      expect(box.left, `${before.name} and ${box.name} overlap`).toBeGreaterThanOrEqual(before.right - 0.5);
    }
    const brandBox = boxes.find((box) => box.name === "Lingui");
    expect(brandBox, "the brand is shown").toBeDefined();

    await testInfo.attach(`navbar-${width}`, {
      body: await page.screenshot({ clip: { x: 0, y: 0, width, height: 120 } }),
      contentType: "image/png",
    });
  });
}

test("from 1440 px the external links are icons; below, they are labelled in the More menu", async ({ page }) => {
  await page.setViewportSize({ width: iconWidth, height: 800 });
  await page.goto("/introduction");
  const navbar = page.getByRole("navigation", { name: "Main" });
  for (const { "aria-label": label } of externalNavbarLinks) {
    await expect(navbar.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await expect(navbar.getByRole("button", { name: "More" })).toBeHidden();

  await page.setViewportSize({ width: iconWidth - 1, height: 800 });
  const more = navbar.getByRole("button", { name: "More" });
  await expect(more).toBeVisible();
  const menu = navbar.locator(".dropdown:has(> .navbar-more) .dropdown__menu");
  await expect(menu).toBeHidden();
  await more.hover();
  for (const { href, "aria-label": label } of externalNavbarLinks) {
    const link = menu.getByRole("link", { name: label, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", String(href));
  }
});

test.describe("without JavaScript, as before hydration", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test("tabbing into the More menu opens it and walks through its links", async ({ page }) => {
    await page.goto("/introduction");
    const navbar = page.getByRole("navigation", { name: "Main" });
    const more = navbar.getByRole("button", { name: "More" });
    const first = navbar.getByRole("link", { name: externalNavbarLinks[0]["aria-label"], exact: true });
    await more.focus();
    // Focus on More opens the menu, as a reader sees before the next Tab: a Tab sent before the browser has
    // styled the open menu skips its links, still hidden (a run of the full suite did so once).
    await expect(first).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
  });
});

test("after hydration, Enter on More toggles the menu", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The served page says data-has-hydrated="false": the attribute alone does not mean it has hydrated.
  await gotoHydrated(page, "/introduction");
  const more = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "More" });
  await more.focus();
  await page.keyboard.press("Enter");
  await expect(more).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("link", { name: "GitHub repository", exact: true })).toBeVisible();
});

test("the mobile menu lists the external links once, without the More menu", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: "Toggle navigation bar" }).click();
  const menu = page.locator(".navbar-sidebar");
  await expect(menu.getByRole("button", { name: "More" })).toBeHidden();
  for (const { "aria-label": label } of externalNavbarLinks) {
    await expect(menu.getByRole("link", { name: label, exact: true })).toHaveCount(1);
  }
});
