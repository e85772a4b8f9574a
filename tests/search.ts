import { expect, type Locator, type Page } from "@playwright/test";

/** How long a long page may take to hydrate, part after part, on a busy test machine. */
export const HYDRATION_TIMEOUT = 15_000;

/** Opens a page and waits until React has hydrated it, so keyboard shortcuts are listened to. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator("html[data-has-hydrated=true]")).toBeAttached({ timeout: HYDRATION_TIMEOUT });
}

/**
 * Opens a page and waits until it has hydrated and its network has rested. A page asks for its scripts
 * only after its first paint, which can come after the load event: `networkidle` alone can be reached
 * before any script was asked for.
 */
export async function gotoSettled(page: Page, path: string): Promise<void> {
  await gotoHydrated(page, path);
  await page.waitForLoadState("networkidle");
}

/** The DocSearch modal, as a reader sees it. */
export function searchModal(page: Page) {
  const modal = page.locator(".DocSearch-Modal");
  return {
    modal,
    input: modal.getByPlaceholder("Search docs"),
    hits: modal.locator(".DocSearch-Hit"),
    groups: modal.locator(".DocSearch-Hit-source"),
    seeAll: modal.getByRole("link", { name: /^See all \d+ results$/ }),
  };
}

export const navbarSearchButton = (page: Page): Locator =>
  page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: /search/i });

/** The first search fetches the modal's code and the index: slow on a busy machine. */
export const FIRST_SEARCH_TIMEOUT = 20_000;

/**
 * Opens the modal on a page reached by a click on a hit, with the navbar's search button: the next page's
 * button takes a click as soon as it shows, where its Ctrl+K listener waits for it to mount (pressing
 * until the modal opened could toggle it shut again).
 */
export async function openModalAfterNavigation(page: Page): Promise<void> {
  await navbarSearchButton(page).click();
  await expect(searchModal(page).input).toBeFocused();
}

/** Opens the modal with Ctrl+K and types the query at once; resolves when the first hit shows. */
export async function searchInModal(page: Page, query: string): Promise<void> {
  const { modal, input, hits } = searchModal(page);
  // Ctrl+K toggles: wait until a modal closed by a click on a hit is gone.
  await expect(modal).toBeHidden();
  await page.keyboard.press("Control+k");
  await input.fill(query);
  await expect(hits.first()).toBeVisible({ timeout: FIRST_SEARCH_TIMEOUT });
}

/** The number in "See all {count} results" or "{count} results for …". */
export async function countIn(locator: Locator): Promise<number> {
  const match = /(\d+) results?/.exec(await locator.innerText());
  if (!match) throw new Error(`No result count in "${await locator.innerText()}"`);
  return Number(match[1]);
}

/** The result count line of the /search page. */
export const searchPageCount = (page: Page): Locator => page.getByText(/^\d+ results? for “/);

/** Markup that runs code if it is ever inserted as HTML. */
export const MARKUP = `<img src="x" onerror="window.__injected = true"><script>window.__injected = true</script>`;

/** Fails when markup from a query or the index was executed or inserted as elements. */
export async function expectNoInjectedMarkup(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
}
