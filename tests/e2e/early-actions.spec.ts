import { test, expect } from "./fixtures";
import type { Locator, Page } from "@playwright/test";
import { navbarSearchButton, searchModal } from "../search";
import { announcementBarOf } from "../site";

// A reader acts as soon as the page is painted. Here the page's scripts are held back until the reader has
// acted, so every action below is taken before hydration, then the scripts arrive and the page catches up.

/** Holds every script request of the page until `release` is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens `path` with its scripts held, waits for its first paint, and proves it has not hydrated. */
async function openPaintedNotHydrated(page: Page, path: string): Promise<() => void> {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForFunction(() => new Promise((painted) => requestAnimationFrame(() => setTimeout(painted))));
  await expectNotHydrated(page);
  return release;
}

async function expectNotHydrated(page: Page): Promise<void> {
  expect(await page.locator("html").getAttribute("data-has-hydrated")).not.toBe("true");
}

/**
 * Acts, then proves the button showed it was busy within 100 ms of the reader's input event (its
 * timestamp, so the test tool's own latency is not counted), before the page hydrated.
 */
async function actAndSeeFeedback(page: Page, button: Locator, act: () => Promise<void>): Promise<void> {
  await button.evaluate((element) => {
    let inputAt: number | undefined;
    const firstInput = (event: Event) => (inputAt ??= event.timeStamp);
    for (const type of ["keydown", "pointerdown", "touchstart", "mousedown", "click"]) {
      window.addEventListener(type, firstInput, { capture: true, once: true });
    }
    new MutationObserver((_, observer) => {
      if (element.getAttribute("aria-busy") !== "true" || inputAt === undefined) return;
      element.dataset.feedbackAfter = String(performance.now() - inputAt);
      observer.disconnect();
    }).observe(element, { attributes: true });
  });
  await act();
  await expect(button).toHaveAttribute("aria-busy", "true");
  expect(Number(await button.getAttribute("data-feedback-after"))).toBeLessThan(100);
  await expectNotHydrated(page);
}

const searchActions: Array<[string, (page: Page) => Promise<void>]> = [
  ["Ctrl+K", (page) => page.keyboard.press("Control+k")],
  ["Cmd+K", (page) => page.keyboard.press("Meta+k")],
  ["/", (page) => page.keyboard.press("/")],
  ["a click on the search button", (page) => navbarSearchButton(page).click()],
];

for (const [action, act] of searchActions) {
  test(`${action} before hydration opens the search modal once the page has hydrated`, async ({ page }) => {
    const release = await openPaintedNotHydrated(page, "/introduction");
    const button = navbarSearchButton(page);
    await actAndSeeFeedback(page, button, () => act(page));
    release();
    const { modal, input } = searchModal(page);
    await expect(modal).toBeVisible();
    await expect(input).toBeFocused();
    await expect(button).not.toHaveAttribute("aria-busy");
    await expect(page).toHaveURL(/\/introduction$/);
    // Once hydrated, the page answers at once: Escape closes, the shortcut opens again.
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
    await page.keyboard.press("Control+k");
    await expect(modal).toBeVisible();
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });

  test("a tap on the menu button before hydration opens the menu once the page has hydrated", async ({ page }) => {
    const release = await openPaintedNotHydrated(page, "/ref/core");
    const toggle = page.getByRole("button", { name: "Toggle navigation bar" });
    await actAndSeeFeedback(page, toggle, () => toggle.tap());
    release();
    const menu = page.locator(".navbar-sidebar");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Introduction" })).toBeVisible();
    await expect(toggle).not.toHaveAttribute("aria-busy");
    // The menu stays open: the tap was handed over once, not replayed.
    await page.waitForTimeout(500);
    await expect(menu).toBeVisible();
  });
});

test("a click on the announcement bar's Close button before hydration closes it once the page has hydrated", async ({
  page,
}) => {
  const release = await openPaintedNotHydrated(page, "/introduction");
  const bar = announcementBarOf(page);
  const close = bar.getByRole("button", { name: "Close" });
  await actAndSeeFeedback(page, close, () => close.click());
  await expect(bar).toBeVisible();
  release();
  await expect(bar).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("docusaurus.announcement.dismiss"))).toBe("true");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search button leads to the search page", async ({ page }) => {
    await page.goto("/introduction");
    await navbarSearchButton(page).click();
    await expect(page).toHaveURL(/\/search\??$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test("after hydration the search button opens the modal and stays on the page", async ({ page }) => {
  await page.goto("/introduction");
  await expect(page.locator("html[data-has-hydrated=true]")).toBeAttached({ timeout: 15_000 });
  await navbarSearchButton(page).click();
  await expect(searchModal(page).modal).toBeVisible();
  await expect(page).toHaveURL(/\/introduction$/);
});
