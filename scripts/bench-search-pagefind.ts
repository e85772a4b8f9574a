/**
 * Relevance of Pagefind (Starlight's engine: what a static docs site would use instead) on the judged
 * query sets, over the pages the embedded search holds: the 4.x docs and the blog posts of `build/`,
 * read from their `<article>` without code blocks, tab labels and heading anchors, as the embedded
 * index and the DocSearch crawler read them. Prints the figures `npm run bench:search` prints for the
 * embedded search, to set beside them.
 *
 * Usage: npm run build && npm run bench:search:pagefind
 * Pagefind comes from the npm registry (`npx pagefind@PAGEFIND_VERSION`), not from the project's dependencies.
 */
import { execFileSync } from "node:child_process";
import { copyFile, mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, extname, join, normalize } from "node:path";
import { indexDirOf, judge, launchChromium } from "./bench-search/measure";
import { printRelevance, readQuerySets } from "./bench-search/querySets";

const PAGEFIND_VERSION = "1.6.0";
const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".json": "application/json",
  ".wasm": "application/wasm",
};

/** The pages of the embedded index (their paths), copied from the build into `siteDir`. */
async function copyIndexedPages(siteDir: string): Promise<number> {
  const base = JSON.parse(await readFile(join(await indexDirOf("build"), "base.json"), "utf8")) as {
    pages: [string][];
  };
  for (const [path] of base.pages) {
    const file = `${path}.html`;
    await mkdir(dirname(join(siteDir, file)), { recursive: true });
    await copyFile(join("build", file), join(siteDir, file));
  }
  return base.pages.length;
}

/** A static server for the Pagefind bundle, with a blank page to import it from. */
function serve(siteDir: string): Promise<{ origin: string; close: () => void }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname));
    if (path === "/") return response.end("<!doctype html><title>Pagefind</title>");
    readFile(join(siteDir, path)).then(
      (body) =>
        response
          .writeHead(200, { "content-type": CONTENT_TYPES[extname(path)] ?? "application/octet-stream" })
          .end(body),
      () => response.writeHead(404).end(),
    );
  });
  return new Promise((done) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      done({ origin: `http://127.0.0.1:${port}`, close: () => server.close() });
    }),
  );
}

async function main() {
  const siteDir = await mkdtemp(join(tmpdir(), "lingui-pagefind-"));
  try {
    const pages = await copyIndexedPages(siteDir);
    execFileSync(
      "npx",
      [
        "--yes",
        `pagefind@${PAGEFIND_VERSION}`,
        ...["--site", siteDir, "--root-selector", "article"],
        ...["pre", "[role=tablist]", ".hash-link"].flatMap((selector) => ["--exclude-selectors", selector]),
      ],
      { stdio: "ignore" },
    );
    console.log(`Pagefind ${PAGEFIND_VERSION} over ${pages} pages (4.x docs and blog posts):`);
    const server = await serve(siteDir);
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.goto(server.origin);
      // A string, not a function: the script runner would turn a function's import() into require().
      await page.evaluate(`import("/pagefind/pagefind.js").then(async (pagefind) => {
        await pagefind.init();
        window.pagefind = pagefind;
      })`);
      const rankedPaths = (q: string) =>
        page.evaluate(async (query) => {
          type Result = { data: () => Promise<{ url: string }> };
          const { pagefind } = window as unknown as {
            pagefind: { search: (q: string) => Promise<{ results: Result[] }> };
          };
          const { results } = await pagefind.search(query);
          const data = await Promise.all(results.slice(0, 10).map((result) => result.data()));
          return data.map(({ url }) => url.replace(/\.html$/, ""));
        }, q);
      for (const set of await readQuerySets()) {
        printRelevance(set.name, set.queries.length, await judge(set.queries, rankedPaths));
      }
    } finally {
      await browser.close();
      server.close();
    }
  } finally {
    await rm(siteDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
