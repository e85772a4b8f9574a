/**
 * Measures the embedded search on this site, then on a generated site of 5,000 pages:
 * index size, bytes fetched until the first results show, engine time per query,
 * time from keystroke to rendered results in Chromium, and relevance on the judged queries
 * (top-1, top-3 and MRR of the modal's hits, per query set).
 *
 * Usage: npm run bench:search [-- --pages 5000] [--config <docusaurus config>] [--no-build]
 *   [--no-generated]     this site only
 *   [--relevance-only]   this site's index size and relevance: no timings, no generated site
 * The modal is opened on the home page, which searches the 4.x docs and the blog; BENCH_SEARCH_FROM=/6.x/introduction
 * measures the 6.x docs' search instead (timings only: the judged pages are 4.x docs).
 */
import { execFileSync } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { generateDocs } from "./bench-search/generatedSite";
import {
  bytesToFirstResults,
  engineTimes,
  indexDirOf,
  indexSize,
  modalDocsVersion,
  keystrokeToResults,
  launchChromium,
  queriesWithHits,
  relevance,
} from "./bench-search/measure";
import { printRelevance, readQuerySets, type QuerySet } from "./bench-search/querySets";
import { serveBuild } from "./lib/serve-build.mjs";

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const siteConfig = option("--config") ?? "docusaurus.config.ts";
const generatedPages = Number(option("--pages") ?? 5000);
const firstPort = Number(process.env.BENCH_PORT ?? 3900);
const relevanceOnly = args.includes("--relevance-only");
const withGenerated = !relevanceOnly && !args.includes("--no-generated");

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (time: number) => `${time.toFixed(1)} ms`;

/** Builds a site; its output (thousands of broken-link warnings for the generated site) goes to a log file. */
function build(config: string, outDir: string, log: string) {
  const output = openSync(log, "w");
  try {
    execFileSync("npx", ["docusaurus", "build", "--config", config, "--out-dir", outDir], {
      stdio: ["ignore", output, output],
    });
  } catch (error) {
    throw new Error(`The build failed: see ${log}`, { cause: error });
  } finally {
    closeSync(output);
  }
}

async function measure(title: string, buildDir: string, sets: QuerySet[], judged: boolean, port: number) {
  const origin = `http://localhost:${port}`;
  const indexDir = await indexDirOf(buildDir);
  const size = await indexSize(indexDir);
  const queries = sets.flatMap((set) => set.queries);
  console.log(`\n${title}: ${size.pages} pages, ${size.records} records`);
  console.log(
    `  index: ${kb(size.raw)} raw, ${kb(size.gzip)} gzip in all; base ${kb(size.baseGzip)}, ` +
      `${size.shards} term shards (largest ${kb(size.largestShardGzip)}), ` +
      `${size.chunks} text chunks (mean ${kb(size.meanChunkGzip)}), gzip`,
  );
  const server = await serveBuild(port, buildDir);
  const browser = await launchChromium();
  try {
    if (!relevanceOnly) {
      const found = await queriesWithHits(browser, origin, queries);
      console.log(
        `  ${found.length} of the ${queries.length} judged queries have hits; the timings below are over those`,
      );
      // Pasted errors (long, and fetching the errors table as well) are measured apart from the other queries.
      for (const pastedErrors of [false, true]) {
        const group = sets.filter((set) => Boolean(set.pastedErrors) === pastedErrors).flatMap((set) => set.queries);
        const groupFound = found.filter((query) => group.includes(query));
        if (groupFound.length === 0) continue;
        const bytes = await bytesToFirstResults(browser, origin, groupFound);
        console.log(
          `  first results${pastedErrors ? " of pasted errors" : ""}: median ${kb(bytes.median)}, max ${kb(bytes.max)} fetched (gzip) beyond the modal's code [target: at most 60 KB]`,
        );
        // What the worst query fetched, to tell a heavy query from a request that is not the search's.
        console.log(
          `    the most: "${bytes.worst.q}", ${bytes.worst.urls.length} files: ${bytes.worst.urls.join(" ")}`,
        );
        console.log(
          `    beside them, pages prefetched at idle for the links of the hits: median ${kb(bytes.prefetchMedian)}, max ${kb(bytes.prefetchMax)}`,
        );
      }
      const engine = await engineTimes(origin, `/${relative(buildDir, indexDir)}/`, found);
      console.log(`  engine time per query: median ${ms(engine.median)}, p95 ${ms(engine.p95)} (warm)`);
      const keystroke = await keystrokeToResults(browser, origin, found);
      console.log(
        `  keystroke to rendered results in Chromium: median ${ms(keystroke.median)}, p95 ${ms(keystroke.p95)} (warm) [target: p95 under 50 ms]`,
      );
    }
    if (judged) {
      const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
      const exists = (page: string) => sitemap.includes(`${page}</loc>`);
      for (const set of sets) {
        const score = await relevance(browser, origin, set.queries, set.from);
        const missing = set.queries.filter((query) => !query.pages.some(exists));
        printRelevance(set.name, set.queries.length, score, missing);
      }
    }
  } finally {
    await browser.close();
    server.kill("SIGTERM");
  }
}

/** Generates a site of `generatedPages` pages from this site's index, builds it and measures it. */
async function measureGenerated(sets: QuerySet[]) {
  const workDir = await mkdtemp(join(tmpdir(), "lingui-search-bench-"));
  await chmod(workDir, 0o755); // nginx's workers read the generated build as nobody
  const docsDir = join(workDir, "docs");
  const configFile = resolve(".bench-search.config.ts");
  try {
    await generateDocs(await indexDirOf("build"), docsDir, generatedPages);
    // The site's configuration with generated docs in place of ours, and no sidebar (5,000 links a page).
    await writeFile(
      configFile,
      `import config from ${JSON.stringify(`./${siteConfig.replace(/\.ts$/, "")}`)};
const [[preset, options]] = config.presets as [[string, Record<string, any>]];
export default {
  ...config,
  onBrokenLinks: "warn",
  presets: [[preset, { ...options, docs: { ...options.docs, path: ${JSON.stringify(docsDir)}, sidebarPath: false } }]],
};
`,
    );
    const started = performance.now();
    build(configFile, join(workDir, "build"), join(tmpdir(), "lingui-search-bench-generated.log"));
    console.log(`\n(generated site built in ${((performance.now() - started) / 1000).toFixed(0)} s)`);
    await measure(`Generated site`, join(workDir, "build"), sets, false, firstPort + 1);
  } finally {
    await rm(configFile, { force: true });
    await rm(workDir, { recursive: true, force: true });
  }
}

async function main() {
  const sets = await readQuerySets();
  if (!args.includes("--no-build")) build(siteConfig, "build", join(tmpdir(), "lingui-search-bench-site.log"));
  // The judged pages are 4.x docs: from a page of another docs version only the timings mean something.
  await measure("This site", "build", sets, !modalDocsVersion, firstPort);
  if (withGenerated) await measureGenerated(sets);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
