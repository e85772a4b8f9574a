import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";

const theme = (page: Page) => page.locator("html").getAttribute("data-theme");
const toggle = (page: Page) => page.getByRole("button", { name: /switch between dark and light mode/i });

test("light is the default colour mode", async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: "no-preference" });
  const page = await context.newPage();
  await page.goto("/");
  expect(await theme(page)).toBe("light");
  await context.close();
});

test("the system preference for dark is respected", async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: "dark" });
  const page = await context.newPage();
  await page.goto("/introduction");
  expect(await theme(page)).toBe("dark");
  await context.close();
});

test("the toggle goes from the system mode to light, dark and back, storing the choice under `theme`", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  const stored = () => page.evaluate(() => localStorage.getItem("theme"));
  await expect(toggle(page)).toHaveAccessibleName(/currently system mode/);
  await toggle(page).click();
  await expect(toggle(page)).toHaveAccessibleName(/currently light mode/);
  expect(await stored()).toBe("light");
  await toggle(page).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await stored()).toBe("dark");
  await page.reload();
  expect(await theme(page)).toBe("dark");
  await toggle(page).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  expect(await stored()).toBeNull();
});

test("the stored mode wins over the system preference", async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: "dark" });
  await context.addInitScript(() => localStorage.setItem("theme", "light"));
  const page = await context.newPage();
  await page.goto("/");
  expect(await theme(page)).toBe("light");
  await context.close();
});

test("a stored dark mode is applied before the first paint", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("theme", "dark");
    // Record the theme the moment the page's root element is parsed, before React renders anything.
    new MutationObserver((_, observer) => {
      if (document.getElementById("__docusaurus")) {
        (window as unknown as { themeAtFirstBody: string | null }).themeAtFirstBody =
          document.documentElement.getAttribute("data-theme");
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/introduction");
  expect(await page.evaluate(() => (window as unknown as { themeAtFirstBody: string | null }).themeAtFirstBody)).toBe(
    "dark",
  );
});

test("a mode chosen in one tab is applied in the other tabs", async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.emulateMedia({ colorScheme: "light" });
  await second.emulateMedia({ colorScheme: "light" });
  await first.goto("/");
  await second.goto("/introduction");
  await toggle(first).click();
  await toggle(first).click();
  await expect(first.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(second.locator("html")).toHaveAttribute("data-theme", "dark");
});
