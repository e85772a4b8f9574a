import type { Page, Route } from "@playwright/test";
import { test, expect as baseExpect } from "./fixtures";
import {
  FIRST_SEARCH_TIMEOUT,
  MARKUP,
  countIn,
  expectNoInjectedMarkup,
  gotoHydrated,
  navbarSearchButton,
  openModalAfterNavigation,
  searchInModal,
  searchModal,
  searchPageCount,
} from "../search";
import type { IndexBase, IndexChunk } from "../../src/search/indexFormat";

// The embedded index (default build): DocSearch's modal and the /search page over the index the build wrote.

// A first search loads code and index files, which takes seconds when the machine is busy.
const expect = baseExpect.configure({ timeout: FIRST_SEARCH_TIMEOUT });
test.describe.configure({ timeout: 60_000 });

const indexFiles = "**/search-index/*/**";

/** Serves the built index file with `change` applied, to put given records in front of the reader. */
async function rewriteIndex<T>(page: Page, file: RegExp, change: (json: T) => T): Promise<void> {
  await page.route(indexFiles, async (route: Route) => {
    if (!file.test(route.request().url())) return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, json: change((await response.json()) as T) });
  });
}

test.describe("the search modal", () => {
  test("opens with Ctrl+K and Cmd+K, shows the 'Search docs' placeholder and closes with Escape", async ({ page }) => {
    await gotoHydrated(page, "/introduction");
    const { modal, input } = searchModal(page);
    for (const shortcut of ["Control+k", "Meta+k"]) {
      await page.keyboard.press(shortcut);
      await expect(input).toBeFocused();
      await expect(input).toHaveAttribute("placeholder", "Search docs");
      await page.keyboard.press("Escape");
      await expect(modal).toBeHidden();
    }
    await expect(navbarSearchButton(page)).toBeFocused();
  });

  test("opens with / outside input fields, not while typing in one", async ({ page }) => {
    await gotoHydrated(page, "/search");
    await page.getByRole("searchbox", { name: "Search the documentation" }).press("/");
    await expect(searchModal(page).modal).toBeHidden();
    await page.locator("main h1").click();
    await page.keyboard.press("/");
    await expect(searchModal(page).input).toBeFocused();
  });

  test("opens from the navbar button", async ({ page }) => {
    await gotoHydrated(page, "/");
    await navbarSearchButton(page).click();
    await expect(searchModal(page).input).toBeFocused();
  });

  test("opens when typing while the navbar button is focused, keeping what was typed", async ({ page }) => {
    await gotoHydrated(page, "/");
    await navbarSearchButton(page).focus();
    await page.keyboard.type("e");
    const { input } = searchModal(page);
    await expect(input).toBeFocused();
    await page.keyboard.type("xtract");
    await expect(input).toHaveValue("extract");
  });

  test("groups hits by section, with page and heading hierarchy and highlighted words", async ({ page }) => {
    await gotoHydrated(page, "/");
    await searchInModal(page, "extract");
    const { groups, hits } = searchModal(page);
    await expect(groups.first()).not.toBeEmpty();
    await expect(hits.locator(".DocSearch-Hit-title").first()).not.toBeEmpty();
    await expect(hits.locator(".DocSearch-Hit-path").first()).not.toBeEmpty();
    await expect(hits.locator("mark").first()).toHaveText(/extract/i);
  });

  test("a hit opens its page inside the site, at its heading", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true));
    await searchInModal(page, "extract");
    const href = await searchModal(page).hits.first().locator("a").getAttribute("href");
    expect(href).toMatch(/^\/[^/]/);
    await searchModal(page).hits.first().click();
    await expect(page).toHaveURL(new URL(href ?? "", page.url()).href);
    await expect(page.locator("h1")).toBeVisible();
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  });

  test("keeps recent searches and lets the reader save favourites", async ({ page }) => {
    await gotoHydrated(page, "/");
    await searchInModal(page, "extract");
    const title = await searchModal(page).hits.first().locator(".DocSearch-Hit-title").innerText();
    await searchModal(page).hits.first().click();
    const { modal } = searchModal(page);
    await openModalAfterNavigation(page);
    await expect(modal.getByText("Recent", { exact: true })).toBeVisible();
    await expect(modal.locator(".DocSearch-Hit-title").first()).toHaveText(title);
    await modal.getByTitle("Save this search").first().click();
    await expect(modal.getByText("Favorite", { exact: true })).toBeVisible();
    await expect(modal.locator(".DocSearch-Hit-title").first()).toHaveText(title);
  });

  test("says when nothing matches, with suggestions and a way to report it", async ({ page }) => {
    await gotoHydrated(page, "/");
    await searchInModal(page, "extract");
    await searchModal(page).input.fill("zzqxjv");
    const { modal } = searchModal(page);
    await expect(modal.getByText('No results for "zzqxjv"')).toBeVisible();
    await expect(modal.getByText("Try searching for")).toBeVisible();
    await expect(modal.getByText("Believe this query should return results?")).toBeVisible();
    await expect(modal.getByRole("link", { name: "Let us know." })).toHaveAttribute("href", /zzqxjv/);
  });

  test("lists each page once, and at most two pages of a section", async ({ page }) => {
    await gotoHydrated(page, "/");
    await searchInModal(page, "catalog");
    const { modal } = searchModal(page);
    const sections = modal.locator(".DocSearch-Hits");
    // "catalog" is on pages of every section: several sections show, none with more than two pages.
    expect(await sections.count()).toBeGreaterThan(3);
    const pages: string[] = [];
    for (const section of await sections.all()) {
      const urls = await section
        .locator(".DocSearch-Hit a")
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(2);
      pages.push(...urls);
    }
    expect(new Set(pages).size).toBe(pages.length);
  });

  test("'See all' counts the hits of the query as typed, as the search page does", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.keyboard.press("Control+k");
    const { input, seeAll } = searchModal(page);
    await input.pressSequentially("plural", { delay: 80 });
    await expect(seeAll).toBeVisible();
    await expect(input).toHaveValue("plural");
    const typedCount = await countIn(seeAll);
    await input.fill("");
    await input.fill("plural");
    await expect(seeAll).toHaveText(`See all ${typedCount} results`);
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=plural$/);
    expect(await countIn(searchPageCount(page))).toBe(typedCount);
  });

  test("loads the index on the first search, not with the page, without any Algolia request or mark", async ({
    page,
  }) => {
    const indexRequests: string[] = [];
    page.on("request", (request) => request.url().includes("/search-index/") && indexRequests.push(request.url()));
    await gotoHydrated(page, "/introduction");
    await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);
    await page.keyboard.press("Control+k");
    await expect(searchModal(page).input).toBeFocused();
    expect(indexRequests).toEqual([]);
    await searchModal(page).input.fill("extract");
    await expect(searchModal(page).hits.first()).toBeVisible();
    expect(indexRequests.length).toBeGreaterThan(0);
    expect(indexRequests.every((url) => /\/search-index\/[0-9a-f]{10}\//.test(url))).toBe(true);
    await expect(page.getByText("Powered by")).toBeHidden();
    await expect(page.locator('a[href*="algolia.com"]')).toBeHidden();
  });

  test("the index is cached by the browser for good: its folder is named by its content", async ({ page, request }) => {
    const [indexResponse] = await Promise.all([
      page.waitForResponse(/\/search-index\/[0-9a-f]{10}\/[^/]+\/base\.json$/),
      gotoHydrated(page, "/").then(() => searchInModal(page, "extract")),
    ]);
    const response = await request.get(indexResponse.url());
    expect(response.headers()["cache-control"]).toContain("immutable");
  });

  test.describe("when the index cannot be fetched", () => {
    // The aborted requests are logged as console errors.
    test.use({ allowConsoleErrors: true });

    test("shows 'Unable to fetch results', then results once the network is back", async ({ page }) => {
      await gotoHydrated(page, "/");
      await page.route(indexFiles, (route) => route.abort());
      await page.keyboard.press("Control+k");
      await searchModal(page).input.fill("extract");
      const { modal } = searchModal(page);
      await expect(modal.getByText("Unable to fetch results")).toBeVisible();
      await expect(modal.getByText("You might want to check your network connection.")).toBeVisible();
      await page.unroute(indexFiles);
      await searchModal(page).input.fill("extracts");
      await expect(searchModal(page).hits.first()).toBeVisible();
    });
  });
});

test.describe("contextual search", () => {
  test("shows only hits of the reader's language and docs version", async ({ page }) => {
    await rewriteIndex<IndexBase>(page, /base\.json$/, (base) => ({
      ...base,
      // The docs pages now belong to another docs version: only blog posts (tagged "default") remain.
      facets: base.facets.map(([language, tag, version]) =>
        tag.startsWith("docs-") ? [language, "docs-default-1.x", "1.x"] : [language, tag, version],
      ),
    }));
    await gotoHydrated(page, "/");
    await searchInModal(page, "lingui");
    await expect(searchModal(page).groups).toHaveText(["Blog"]);
  });
});

test.describe("a pasted error", () => {
  // As a terminal prints it: colour codes (their escape character lost in the copy), the reader's own
  // locale, and a stack frame under it.
  const pasted =
    "[31m✖ Locale [1mpt-BR[22m does not exist.[39m     at Command.<anonymous> (/home/ci/app/node_modules/@lingui/cli/dist/lingui-extract.js:118:21)";

  for (const { from, errorsPage } of [
    { from: "/introduction", errorsPage: "/ref/errors" },
    { from: "/6.x/introduction", errorsPage: "/6.x/ref/errors" },
  ]) {
    test(`finds its entry in the errors reference of the version searched first (${errorsPage})`, async ({ page }) => {
      await gotoHydrated(page, from);
      await searchInModal(page, pasted);
      const first = searchModal(page).hits.first();
      await expect(first.getByRole("link")).toHaveAttribute(
        "href",
        new RegExp(`^${errorsPage.replaceAll(".", "\\.")}#`),
      );
      await first.click();
      await expect(page).toHaveURL(new RegExp(`${errorsPage.replaceAll(".", "\\.")}#`));
      // The entry's heading, with its message under it.
      const entry = page.locator(new URL(page.url()).hash);
      await expect(entry).toBeInViewport();
      await expect(page.locator(`${new URL(page.url()).hash} + div pre`)).toContainText("does not exist.");
    });
  }

  test("does not fetch the errors table for an ordinary query", async ({ page }) => {
    const tables: string[] = [];
    page.on("request", (request) => request.url().endsWith("/errors.json") && tables.push(request.url()));
    await gotoHydrated(page, "/introduction");
    await searchInModal(page, "plural rules");
    expect(tables).toEqual([]);
  });
});

test.describe("hits outside the site", () => {
  test.use({ allowedOrigins: ["https://example.org"] });

  test("a hit whose URL matches the external pattern leaves the site", async ({ page }) => {
    await rewriteIndex<IndexBase>(page, /base\.json$/, (base) => ({
      ...base,
      pages: base.pages.map(([url, ...rest]) => [`https://example.org${url}`, ...rest]),
    }));
    await page.route("https://example.org/**", (route) =>
      route.fulfill({ body: "<h1>Elsewhere</h1>", contentType: "text/html" }),
    );
    await gotoHydrated(page, "/");
    await searchInModal(page, "extract");
    await searchModal(page).hits.first().click();
    await expect(page).toHaveURL(/^https:\/\/example\.org\//);
  });

  test("a hit with the site's own absolute URL stays inside the site", async ({ page }) => {
    await rewriteIndex<IndexBase>(page, /base\.json$/, (base) => ({
      ...base,
      pages: base.pages.map(([url, ...rest]) => [`https://lingui.dev${url}`, ...rest]),
    }));
    await gotoHydrated(page, "/");
    await searchInModal(page, "extract");
    await searchModal(page).hits.first().click();
    await expect(page).toHaveURL(new RegExp(`^${new URL(page.url()).origin}/[a-z]`));
  });
});

test.describe("markup in a query or in indexed text", () => {
  test("is shown as text in the modal and on the search page, never run", async ({ page }) => {
    await rewriteIndex<IndexChunk>(page, /chunk-\d+\.json$/, (chunk) =>
      chunk.map(([anchor, lvl2, lvl3, paragraphs]) => [
        anchor,
        lvl2 && `${lvl2} ${MARKUP}`,
        lvl3,
        paragraphs.map((paragraph) => `${MARKUP} ${paragraph}`),
      ]),
    );
    await gotoHydrated(page, "/");
    await searchInModal(page, "extract");
    await expect(searchModal(page).modal.getByText('<img src="x"').first()).toBeVisible();
    await searchModal(page).input.fill(`${MARKUP} extract`);
    await expect(searchModal(page).hits.first()).toBeVisible();
    await expectNoInjectedMarkup(page);

    await searchModal(page).input.fill(MARKUP);
    await expect(searchModal(page).modal.getByText(MARKUP).first()).toBeVisible();
    await expectNoInjectedMarkup(page);

    await gotoHydrated(page, `/search?q=${encodeURIComponent(`${MARKUP} extract`)}`);
    await expect(page.getByText('<img src="x"').first()).toBeVisible();
    await expectNoInjectedMarkup(page);
  });
});

test.describe("the search page", () => {
  test("shows the total hit count and results that link to their pages", async ({ page }) => {
    await gotoHydrated(page, "/search?q=extract");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const count = await countIn(searchPageCount(page));
    expect(count).toBeGreaterThan(0);
    const firstResult = page.getByRole("article").first().getByRole("link");
    const href = await firstResult.getAttribute("href");
    expect(href).toMatch(/^\/[^/]/);
    await firstResult.click();
    await expect(page).toHaveURL(new URL(href ?? "", page.url()).href);
  });

  test("keeps the query in the URL as the reader types", async ({ page }) => {
    await gotoHydrated(page, "/search");
    await page.getByRole("searchbox", { name: "Search the documentation" }).fill("useLingui");
    await expect(page).toHaveURL(/\/search\?q=useLingui$/);
    await expect(searchPageCount(page)).toBeVisible();
    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Search the documentation" })).toHaveValue("useLingui");
  });

  test("is kept out of search engines' indexes", async ({ page }) => {
    await gotoHydrated(page, "/search");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test.describe("when the index cannot be fetched", () => {
    test.use({ allowConsoleErrors: true });

    test("says so", async ({ page }) => {
      await page.route(indexFiles, (route) => route.abort());
      await gotoHydrated(page, "/search?q=extract");
      await expect(page.getByText("Unable to fetch results")).toBeVisible();
      await expect(page.getByText("You might want to check your network connection.")).toBeVisible();
    });
  });
});
