import { test, expect as baseExpect } from "./fixtures";
import { startAlgoliaMock, type AlgoliaMock } from "../algolia-mock";
import {
  FIRST_SEARCH_TIMEOUT,
  MARKUP,
  countIn,
  expectNoInjectedMarkup,
  gotoHydrated,
  openModalAfterNavigation,
  searchInModal,
  searchModal,
  searchPageCount,
} from "../search";
import type { SearchRecord } from "../../src/search/types";

// The hosted mode (scripts/test-search-hosted.sh): the site built with Algolia settings, its client
// pointed by ALGOLIA_SEARCH_URL at a local stand-in for Algolia's API, started here.

const expect = baseExpect.configure({ timeout: FIRST_SEARCH_TIMEOUT });
const mockUrl = new URL(process.env.ALGOLIA_SEARCH_URL ?? "http://localhost:3201");

/** Records as DocSearch's crawler stores them for this site: absolute URLs of the production site. */
function record(
  url: string,
  hierarchy: Partial<SearchRecord["hierarchy"]>,
  fields: Partial<SearchRecord> = {},
): SearchRecord {
  return {
    objectID: url,
    url,
    type: "content",
    hierarchy: {
      lvl0: "Documentation",
      lvl1: "Page",
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
      ...hierarchy,
    },
    content: null,
    language: "en",
    docusaurus_tag: "docs-default-current",
    version: "current",
    ...fields,
  };
}

const records: SearchRecord[] = [
  record(
    "https://lingui.dev/ref/cli#extract",
    { lvl0: "API Reference", lvl1: "Lingui CLI", lvl2: "extract" },
    { type: "lvl2" },
  ),
  record(
    "https://lingui.dev/ref/cli#watch",
    { lvl0: "API Reference", lvl1: "Lingui CLI", lvl2: "Watch mode" },
    {
      content: "Keep running and extract messages again whenever a source file changes.",
    },
  ),
  record(
    "https://lingui.dev/blog/2023/04/26/announcing-lingui-4.0",
    { lvl0: "Blog", lvl1: "Announcing Lingui 4.0" },
    {
      content: "The extractor now understands TypeScript out of the box.",
      docusaurus_tag: "default",
      version: null,
    },
  ),
  record(
    "https://examples.example.org/extract-demo",
    { lvl0: "Examples", lvl1: "Extract demo" },
    {
      content: "A demo app that shows how to extract messages.",
    },
  ),
  record(
    "https://lingui.dev/fr/ref/cli#extract",
    { lvl0: "API Reference", lvl1: "CLI de Lingui", lvl2: "extract" },
    {
      type: "lvl2",
      language: "fr",
    },
  ),
  record(
    "https://lingui.dev/3.x/ref/cli#extract",
    { lvl0: "API Reference", lvl1: "Lingui CLI 3", lvl2: "extract" },
    {
      type: "lvl2",
      docusaurus_tag: "docs-default-3.x",
      version: "3.x",
    },
  ),
  record(
    "https://lingui.dev/ref/markup",
    { lvl0: "API Reference", lvl1: `Markup ${MARKUP}` },
    {
      content: `Escaping ${MARKUP} in messages`,
    },
  ),
];

let mock: AlgoliaMock;

test.describe.configure({ mode: "serial", timeout: 60_000 });
test.use({ allowedOrigins: [mockUrl.origin] });

test.beforeAll(async () => {
  mock = await startAlgoliaMock(Number(mockUrl.port), records);
});
test.afterAll(async () => {
  await mock.close();
});
test.beforeEach(() => {
  mock.queries.length = 0;
  mock.failing = false;
});

test("pages hint the browser to connect to the search service early", async ({ page }) => {
  await page.goto("/introduction");
  await expect(page.locator(`link[rel="preconnect"][href="${mockUrl.origin}"]`)).toHaveCount(1);
});

test("the modal asks the service, filtered by language and docs version, and shows its hits", async ({ page }) => {
  await gotoHydrated(page, "/introduction");
  await searchInModal(page, "extract");
  const { groups, hits, modal } = searchModal(page);
  await expect(groups).toHaveText(["API Reference", "Blog", "Examples"]);
  await expect(hits).toHaveCount(4);
  await expect(hits.locator("mark").first()).toHaveText(/extract/i);
  await expect(modal.getByText("Powered by")).toBeVisible();
  const [query] = mock.queries;
  expect(query.indexName).toBe("lingui");
  expect(query.facetFilters).toEqual([
    "language:en",
    ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"],
  ]);
});

test("'See all' counts the service's hits, as the search page does", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.keyboard.press("Control+k");
  const { input, seeAll } = searchModal(page);
  await input.pressSequentially("extract", { delay: 80 });
  await expect(seeAll).toHaveText("See all 4 results");
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\?q=extract$/);
  expect(await countIn(searchPageCount(page))).toBe(4);
  await expect(page.getByRole("article")).toHaveCount(4);
});

test.describe("hit links", () => {
  const elsewhere = "https://examples.example.org";
  test.use({ allowedOrigins: [mockUrl.origin, elsewhere] });

  test("hits on the site open inside it; hits elsewhere leave it", async ({ page }) => {
    await page.route(`${elsewhere}/**`, (route) => route.fulfill({ body: "<h1>Demo</h1>", contentType: "text/html" }));
    await gotoHydrated(page, "/");
    await searchInModal(page, "extract");
    await expect(searchModal(page).hits.first().locator("a")).toHaveAttribute("href", "/ref/cli#extract");
    await searchModal(page).hits.first().click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/ref\/cli#extract$/);

    await openModalAfterNavigation(page);
    const { input, hits } = searchModal(page);
    await input.fill("demo");
    await hits.first().click();
    await expect(page).toHaveURL(`${elsewhere}/extract-demo`);
  });
});

test("markup in the service's hits or the query is shown as text, never run", async ({ page }) => {
  await gotoHydrated(page, "/");
  await searchInModal(page, "escaping");
  await expect(searchModal(page).modal.getByText('<img src="x"').first()).toBeVisible();
  await expectNoInjectedMarkup(page);
  await gotoHydrated(page, `/search?q=${encodeURIComponent(`${MARKUP} escaping`)}`);
  await expect(page.getByText('<img src="x"').first()).toBeVisible();
  await expectNoInjectedMarkup(page);
});

test.describe("when the service cannot be reached", () => {
  // The failed requests are logged as console errors.
  test.use({ allowConsoleErrors: true });

  test("the modal and the page say 'Unable to fetch results'", async ({ page }) => {
    mock.failing = true;
    await gotoHydrated(page, "/");
    await page.keyboard.press("Control+k");
    await searchModal(page).input.fill("extract");
    await expect(searchModal(page).modal.getByText("Unable to fetch results")).toBeVisible();
    await expect(searchModal(page).modal.getByText("You might want to check your network connection.")).toBeVisible();
    await gotoHydrated(page, "/search?q=extract");
    await expect(page.getByText("Unable to fetch results")).toBeVisible();
  });
});
