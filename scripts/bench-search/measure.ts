import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Browser, type Locator, type Page, type Request } from "@playwright/test";
import MiniSearch from "minisearch";
import { createLocalBackend } from "../../src/search/localBackend";

export type JudgedQuery = { q: string; pages: string[] };

const median = (values: number[]) => quantile(values, 0.5);
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
}

/** The folder of the index part the modal searches: the docs version of the page it is opened on, and the blog. */
export async function indexDirOf(buildDir: string): Promise<string> {
  const [hash] = await readdir(join(buildDir, "search-index"));
  return join(buildDir, "search-index", hash, `docs-default-${modalDocsVersion ?? "current"}`);
}

/**
 * Size of the index's files, raw and gzip-compressed as nginx compresses on the fly (level 6; the .gz
 * copies that `npm run build` writes next to them are a little smaller).
 */
export async function indexSize(indexDir: string) {
  const files = (await readdir(indexDir)).filter((name) => name.endsWith(".json"));
  const sizes = await Promise.all(
    files.map(async (name) => {
      const content = await readFile(join(indexDir, name));
      return { name, raw: content.length, gzip: gzipSync(content, { level: 6 }).length };
    }),
  );
  const of = (prefix: string) => sizes.filter((size) => size.name.startsWith(prefix));
  const base = JSON.parse(await readFile(join(indexDir, "base.json"), "utf8")) as {
    pages: unknown[];
    records: unknown[];
  };
  return {
    pages: base.pages.length,
    records: base.records.length,
    raw: sizes.reduce((total, size) => total + size.raw, 0),
    gzip: sizes.reduce((total, size) => total + size.gzip, 0),
    baseGzip: of("base")[0].gzip,
    shards: of("shard").length,
    largestShardGzip: Math.max(...of("shard").map((size) => size.gzip)),
    chunks: of("chunk").length,
    meanChunkGzip: of("chunk").reduce((total, size) => total + size.gzip, 0) / of("chunk").length,
  };
}

/** Backend time per query, in Node (the same V8 as Chromium), with every index file already loaded. */
export async function engineTimes(origin: string, indexPath: string, queries: JudgedQuery[], runs = 20) {
  const backend = createLocalBackend(`${origin}${indexPath}`, async () => MiniSearch);
  const perQuery: number[] = [];
  for (const { q } of queries) {
    await backend.search(q);
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      await backend.search(q);
      times.push(performance.now() - started);
    }
    perQuery.push(median(times));
  }
  return { median: median(perQuery), p95: quantile(perQuery, 0.95) };
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
}

/** The page the modal is opened on: its docs version is the one searched (BENCH_SEARCH_FROM=/6.x/introduction). */
const modalPage = process.env.BENCH_SEARCH_FROM ?? "/";
/** The docs version of the page the modal is opened on, as the docs plugin names it ("6.x"), if not the current one. */
export const modalDocsVersion = /^\/(\d+\.x)\//.exec(modalPage)?.[1];

async function openModal(page: Page, origin: string, from = modalPage) {
  await page.goto(`${origin}${from}`);
  await page.locator("html[data-has-hydrated=true]").waitFor({ state: "attached" });
  await page.keyboard.press("Control+k");
  const input = page.locator(".DocSearch-Modal input");
  await input.waitFor();
  return input;
}

const firstHit = ".DocSearch-Dropdown .DocSearch-Hits .DocSearch-Hit";
/** A query whose hits have not shown after this long has none (the index files are cached by then). */
const NO_HITS_AFTER_MS = 15_000;

/** Whether the browser fetched this as a `<link rel="prefetch">`: at idle, for later, not for what it shows now. */
async function isPrefetch(request: Request): Promise<boolean> {
  return (await request.allHeaders())["sec-purpose"]?.startsWith("prefetch") ?? false;
}

/**
 * Bytes (response bodies, compressed as served) fetched from typing a query until its first results show.
 * The pages that the links of the hits shown prefetch at idle (Docusaurus' `Link`, on entering the viewport)
 * are counted apart: they are fetched for a click that may come, after the results have shown.
 */
export async function bytesToFirstResults(browser: Browser, origin: string, queries: JudgedQuery[]) {
  const totals: number[] = [];
  const prefetchTotals: number[] = [];
  let worst = { q: "", bytes: -1, urls: [] as string[] };
  for (const { q } of queries) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const input = await openModal(page, origin);
    const fetched: Promise<{ path: string; bytes: number; prefetch: boolean }>[] = [];
    page.on("requestfinished", (request) => {
      fetched.push(
        Promise.all([request.sizes(), isPrefetch(request)]).then(([sizes, prefetch]) => ({
          path: new URL(request.url()).pathname,
          bytes: sizes.responseBodySize,
          prefetch,
        })),
      );
    });
    await input.fill(q);
    await page
      .locator(firstHit)
      .first()
      .waitFor({ timeout: 60_000 })
      .catch((error: unknown) => {
        throw new Error(`No results shown for "${q}"`, { cause: error });
      });
    const files = await Promise.all(fetched);
    const sum = (list: typeof files) => list.reduce((total, file) => total + file.bytes, 0);
    const searched = files.filter((file) => !file.prefetch);
    const bytes = sum(searched);
    totals.push(bytes);
    prefetchTotals.push(sum(files.filter((file) => file.prefetch)));
    if (bytes > worst.bytes) worst = { q, bytes, urls: searched.map((file) => file.path) };
    await context.close();
  }
  return {
    median: median(totals),
    max: Math.max(...totals),
    worst,
    prefetchMedian: median(prefetchTotals),
    prefetchMax: Math.max(...prefetchTotals),
  };
}

/** Time from the input event to results in the DOM, with the index files of every query already loaded. */
export async function keystrokeToResults(browser: Browser, origin: string, queries: JudgedQuery[]) {
  const page = await browser.newPage();
  const input = await openModal(page, origin);
  for (const { q } of queries) {
    await input.fill(q);
    await page.locator(firstHit).first().waitFor({ timeout: 60_000 });
  }
  const times: number[] = [];
  for (const { q } of queries) {
    await input.fill("");
    await page.locator(firstHit).first().waitFor({ state: "detached" });
    await page.evaluate((selector) => {
      const timing = window as unknown as { inputAt?: number; resultsAt?: number };
      timing.inputAt = timing.resultsAt = undefined;
      const field = document.querySelector(".DocSearch-Modal input") as HTMLInputElement;
      field.addEventListener("input", () => (timing.inputAt = performance.now()), { once: true, capture: true });
      const observer = new MutationObserver(() => {
        if (timing.inputAt !== undefined && document.querySelector(selector)) {
          timing.resultsAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.querySelector(".DocSearch-Modal") as Node, { childList: true, subtree: true });
    }, firstHit);
    await input.fill(q);
    const elapsed = await page.waitForFunction(() => {
      const timing = window as unknown as { inputAt?: number; resultsAt?: number };
      return timing.resultsAt !== undefined && timing.inputAt !== undefined && timing.resultsAt - timing.inputAt;
    });
    times.push(Number(await elapsed.jsonValue()));
  }
  await page.close();
  return { median: median(times), p95: quantile(times, 0.95) };
}

/** The queries that have hits in the docs version searched, from the /search page (set to that version). */
export async function queriesWithHits(browser: Browser, origin: string, queries: JudgedQuery[]) {
  const page = await browser.newPage();
  if (modalDocsVersion) {
    // The /search page searches the reader's preferred docs version, which the version dropdown stores.
    await page.addInitScript(
      (version) => localStorage.setItem("docs-preferred-version-default", version),
      modalDocsVersion,
    );
  }
  const found: JudgedQuery[] = [];
  for (const query of queries) {
    await page.goto(`${origin}/search?q=${encodeURIComponent(query.q)}`);
    const status = page.getByText(/results? for “|No results for/).first();
    await status.waitFor({ timeout: 60_000 });
    if (!(await status.innerText()).startsWith("No results")) found.push(query);
  }
  await page.close();
  return found;
}

/** The URLs of the hits the modal shows for a query, in their order on screen (grouped by section, as DocSearch does). */
async function modalHitUrls(page: Page, input: Locator, origin: string, q: string): Promise<string[]> {
  await input.fill("");
  await page.locator(firstHit).first().waitFor({ state: "detached" });
  await input.fill(q);
  // The modal shows "No results" while a search is running, so only hits tell that it is done.
  const shown = await page
    .locator(firstHit)
    .first()
    .waitFor({ timeout: NO_HITS_AFTER_MS })
    .then(
      () => true,
      () => false,
    );
  if (!shown) return [];
  const hrefs = await page
    .locator(`${firstHit} a`)
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  return hrefs.map((href) => new URL(href ?? "", origin).pathname);
}

export type Relevance = {
  top1: number;
  top3: number;
  mrr: number;
  misses: { q: string; rank: number | null }[];
  /** Queries whose first hit is an entry of the errors reference, not judged, and whose judged page comes next. */
  errorsEntryFirst: number;
};

const ERRORS_REFERENCE = /\/ref\/errors$/;

/** Top-1 and top-3 hit rate and mean reciprocal rank of the pages a search ranks (`rankedPaths`), over judged queries. */
export async function judge(queries: JudgedQuery[], rankedPaths: (q: string) => Promise<string[]>): Promise<Relevance> {
  const ranks: { q: string; rank: number | null }[] = [];
  let errorsEntryFirst = 0;
  for (const { q, pages } of queries) {
    const paths = await rankedPaths(q);
    const index = paths.findIndex((path) => pages.includes(path));
    ranks.push({ q, rank: index === -1 ? null : index + 1 });
    if (index === 1 && ERRORS_REFERENCE.test(paths[0])) errorsEntryFirst++;
  }
  const share = (test: (rank: number | null) => boolean) =>
    ranks.filter(({ rank }) => test(rank)).length / ranks.length;
  return {
    top1: share((rank) => rank === 1),
    top3: share((rank) => rank !== null && rank <= 3),
    mrr: ranks.reduce((total, { rank }) => total + (rank ? 1 / rank : 0), 0) / ranks.length,
    misses: ranks.filter(({ rank }) => rank === null || rank > 3),
    errorsEntryFirst,
  };
}

/** The relevance of the hits the search modal shows, opened on `from` (by default the bench's page). */
export async function relevance(
  browser: Browser,
  origin: string,
  queries: JudgedQuery[],
  from?: string,
): Promise<Relevance> {
  const page = await browser.newPage();
  try {
    const input = await openModal(page, origin, from);
    return await judge(queries, (q) => modalHitUrls(page, input, origin, q));
  } finally {
    await page.close();
  }
}
