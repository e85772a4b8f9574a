import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";
import { gotoSettled } from "../search";

// Prism is deferred (plugins/deferred-prism): these prove that readers still see the highlighting of the build.
const macroPage = "/ref/macro";
const keyword = "article pre.prism-code .token.keyword";

/** The class and text of every token in the article's code blocks: in the live page, or as served at `url`. */
const tokens = (page: Page, url?: string) =>
  page.evaluate(async (served) => {
    const root = served ? new DOMParser().parseFromString(await (await fetch(served)).text(), "text/html") : document;
    return Array.from(root.querySelectorAll("article pre.prism-code .token"), (token) => {
      return `${token.className}|${token.textContent}`;
    });
  }, url);

/**
 * The scripts holding Prism's tokenizer that the page runs from now on (an idle prefetch runs nothing). Their
 * addresses are noted as the responses come; their text is read again from the server when asked, since the
 * browser keeps no body for a script it had prefetched.
 */
function prismScripts(page: Page): () => Promise<string[]> {
  const run = new Set<string>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") run.add(response.url());
  });
  return async () => {
    const texts = await Promise.all([...run].map(async (url) => (await page.request.get(url)).text()));
    return [...run].filter((_, i) => texts[i].includes("before-tokenize"));
  };
}

const toggle = (page: Page) => page.getByRole("button", { name: /switch between dark and light mode/i });
const keywordColour = (page: Page) =>
  page
    .locator(keyword)
    .first()
    .evaluate((token) => getComputedStyle(token).color);

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
});

test("code blocks on the loaded page keep their build-time highlighting without loading Prism", async ({ page }) => {
  const prism = prismScripts(page);
  await gotoSettled(page, macroPage);
  const served = await tokens(page, macroPage);
  expect(served.length).toBeGreaterThan(100);
  expect(await tokens(page)).toEqual(served);
  expect(await prism(), "Prism is not needed to show this page").toEqual([]);
});

test("changing the colour mode recolours the tokens of a hydrated code block", async ({ page }) => {
  const prism = prismScripts(page);
  await gotoSettled(page, macroPage);
  const light = await keywordColour(page);
  const before = await tokens(page);

  await toggle(page).click(); // system (light) -> light
  await toggle(page).click(); // light -> dark
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect.poll(() => keywordColour(page)).not.toBe(light);
  await toggle(page).click(); // dark -> system (light)
  await expect.poll(() => keywordColour(page)).toBe(light);

  expect(await tokens(page)).toEqual(before);
  expect(await prism()).toEqual([]);
});

test("a page reached by client-side navigation gets its code highlighted by Prism", async ({ page }) => {
  const prism = prismScripts(page);
  // Before its turn to hydrate, the sidebar's link loads the next page from the server.
  await gotoSettled(page, "/introduction");
  await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "@lingui/macro" }).click();
  await expect(page).toHaveURL(new RegExp(`${macroPage}$`));
  await expect(page.locator(keyword).first()).toBeVisible();
  await expect.poll(prism).toHaveLength(1);
  const served = await tokens(page, macroPage);
  await expect.poll(() => tokens(page)).toEqual(served);
});

test.describe("when Prism cannot be loaded", () => {
  // The browser logs the aborted script requests as console errors.
  test.use({ allowConsoleErrors: true });

  test("code on a page reached by navigation is shown as plain text", async ({ page }) => {
    await page.route("**/assets/js/*.js", async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes("before-tokenize")) return route.abort();
      return route.fulfill({ response });
    });
    await gotoSettled(page, "/introduction");
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "@lingui/macro" }).click();
    await expect(page).toHaveURL(new RegExp(`${macroPage}$`));
    const served = await page.evaluate(async (url) => {
      const html = await (await fetch(url)).text();
      return new DOMParser().parseFromString(html, "text/html").querySelector("article pre.prism-code")?.textContent;
    }, macroPage);
    await expect(page.locator("article pre.prism-code").first()).toHaveText(served ?? "no code block served");
    await expect(page.locator(keyword)).toHaveCount(0);
  });
});
