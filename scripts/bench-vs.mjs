// Side by side with the seed: Lighthouse (mobile, the default config) on the same pages of the seed site
// (lingui/js-lingui's website at 107bd02e, served with plain gzip) and of our commits (each served by its
// own nginx configuration), the runs interleaved so that the load on the machine falls on all sites alike.
// Prints per page each site's medians and the ratios, and whether the goal holds.
//
// Usage: npm run bench:vs [-- [--runs N] [--pages /a,/b] [--no-build] [ref ...]]; the sites are served on
// PORT (default 3600) and the ports after it.
// The refs default to HEAD (the goal is checked on the first) and deab12d (its reference, the site before
// the 6.x docs). Builds are cached by commit (scripts/lib/bench-vs-cache.mjs): the first run builds each
// site once, which takes minutes; --no-build uses only what is cached.
import { parseArgs } from "node:util";
import { commitOf, refSite } from "./lib/build-ref-site.mjs";
import { seedSite } from "./lib/build-seed-site.mjs";
import { launchChromium, median, runLighthouse } from "./lib/lighthouse-runs.mjs";
import { serveBuild } from "./lib/serve-build.mjs";
import { servePlainGzip } from "./lib/serve-plain-gzip.mjs";

const { values: options, positionals } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    pages: {
      type: "string",
      default: "/,/introduction,/ref/core,/blog,/tutorials/react,/6.x/introduction,/6.x/ref/core",
    },
    "no-build": { type: "boolean", default: false },
  },
  allowPositionals: true,
});
function fail(message) {
  console.error(`bench:vs: ${message}`);
  process.exit(1);
}

const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) fail(`--runs takes a whole number of runs, not "${options.runs}"`);
const pages = options.pages.split(",").map((page) => page.trim());
const notARoute = pages.find((page) => !page.startsWith("/"));
if (notARoute !== undefined) fail(`--pages takes routes that start with "/", not "${notARoute}"`);
const refs = positionals.length ? positionals : ["HEAD", "deab12d"];
const basePort = Number(process.env.PORT ?? 3600);
const started = performance.now();

// The seed has one docs version, at the root: our /6.x/ page is compared with its page of the same name.
const seedPathOf = (page) => page.replace(/^\/6\.x(?=\/|$)/, "") || "/";
const allowBuild = !options["no-build"];
let seed, ours;
try {
  refs.forEach(commitOf); // a mistyped ref fails now, not after minutes of building the seed
  seed = {
    ...seedSite({ allowBuild }),
    pathOf: seedPathOf,
    serve: (port, site) => servePlainGzip(site.buildDir, port),
  };
  ours = refs.map((ref) => ({
    ...refSite(ref, { allowBuild }),
    pathOf: (page) => page,
    serve: (port, site) => serveBuild(port, site.buildDir, site.worktree),
  }));
} catch (error) {
  fail(error.message);
}
const sites = [seed, ...ours];

console.log(`\nbench:vs, ${runs} run(s) per page and site, interleaved, mobile Lighthouse (simulated 4× CPU, slow 4G)`);
console.log(`  ${seed.label}: website/ built with Yarn 3.4.1, served by a plain static server with gzip on the fly`);
for (const site of ours) {
  const notes = site.notes.length ? ` (${site.notes.join(", ")})` : "";
  console.log(`  ${site.label}: built with this checkout's node_modules, served by its own deploy/nginx${notes}`);
}
console.log("  (an older commit's dependencies may differ slightly from those it was built with then)");

const servers = [];
const chrome = await launchChromium();
try {
  for (const [index, site] of sites.entries()) {
    site.origin = `http://localhost:${basePort + index}`;
    servers.push(await site.serve(basePort + index, site));
  }
  // A page a site lacks is reported as missing: Lighthouse would only fail on its 404.
  for (const site of sites) {
    site.results = {};
    for (const page of pages) {
      const response = await fetch(site.origin + site.pathOf(page), { redirect: "manual" });
      site.results[page] = response.status === 200 ? { reports: [], failures: [] } : { missing: response.status };
    }
  }

  const benchmarkIndexes = [];
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      for (const site of sites) {
        const result = site.results[page];
        if (result.missing) continue;
        process.stderr.write(`run ${run}/${runs} ${page} ${site.label}\n`);
        // Under load Lighthouse sometimes loses the trace (NO_NAVSTART, NO_FCP) and asks to be run again:
        // one more try, then the run is counted as failed rather than ending the benchmark.
        for (let attempt = 1; attempt <= 2; attempt++) {
          try {
            const lhr = await runLighthouse(chrome, site.origin + site.pathOf(page));
            result.reports.push(figuresOf(lhr));
            benchmarkIndexes.push(lhr.environment.benchmarkIndex);
            break;
          } catch (error) {
            if (attempt === 2) result.failures.push(error.message);
          }
        }
      }
    }
  }

  for (const page of pages) printPage(page);
  console.log(
    `\nscripting: main-thread script evaluation (mainthread-work-breakdown's scriptEvaluation group, all scripts, ` +
      `times Lighthouse's 4× CPU); bytes: transferred, from resource-summary.`,
  );
  console.log(
    `goal: TBT of ${ours[0].label} ≤ 0.5 × seed${ours[1] ? ` and ≤ ${ours[1].label}` : ""}; LCP ≤ 0.6 × seed.`,
  );
  // Lighthouse multiplies the CPU time it observes by 4, which assumes a fast host; below an index of
  // 1,000 it says the host is slow. The ratios hold better than the absolute figures when it is low.
  console.log(`Lighthouse CPU benchmark index of this machine: median ${Math.round(median(benchmarkIndexes))}`);
  console.log(`Took ${((performance.now() - started) / 60000).toFixed(1)} min.`);
} finally {
  await chrome.kill();
  for (const server of servers) server.kill("SIGTERM");
}

function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id];
  const scripting = audit("mainthread-work-breakdown").details.items.find((item) => item.group === "scriptEvaluation");
  const transferred = (type) =>
    audit("resource-summary").details.items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    tbt: audit("total-blocking-time").numericValue,
    lcp: audit("largest-contentful-paint").numericValue,
    scripting: scripting?.duration ?? 0,
    bytes: transferred("total"),
    jsBytes: transferred("script"),
  };
}

/** Each figure's median over the site's runs of a page, or undefined when the page was not measured. */
function mediansOf(site, page) {
  const { reports } = site.results[page];
  if (!reports?.length) return undefined;
  return Object.fromEntries(Object.keys(reports[0]).map((key) => [key, median(reports.map((report) => report[key]))]));
}

function printPage(page) {
  const seedPage = seedPathOf(page);
  console.log(`\n${page}${seedPage === page ? "" : ` (the seed's ${seedPage})`}`);
  const width = Math.max(...sites.map((site) => site.label.length));
  const ratio = (a, b) => (a === undefined || b === undefined || b === 0 ? "–" : (a / b).toFixed(2));
  const columns = ["TBT ms", "LCP s", "script ms", "total KB", "JS KB", "TBT/seed", "LCP/seed"];
  console.log(`${"".padEnd(width)}  ${columns.map((column) => column.padStart(9)).join(" ")}`);
  const seedFigures = mediansOf(seed, page);
  for (const site of sites) {
    const result = site.results[page];
    const figures = mediansOf(site, page);
    const failed = result.failures?.length ? `  (${result.failures.length} run(s) failed: ${result.failures[0]})` : "";
    if (!figures) {
      console.log(
        `${site.label.padEnd(width)}  ${result.missing ? `missing (HTTP ${result.missing})` : "not measured"}${failed}`,
      );
      continue;
    }
    const cells = [
      Math.round(figures.tbt),
      (figures.lcp / 1000).toFixed(2),
      Math.round(figures.scripting),
      (figures.bytes / 1024).toFixed(1),
      (figures.jsBytes / 1024).toFixed(1),
      site === seed ? "" : ratio(figures.tbt, seedFigures?.tbt),
      site === seed ? "" : ratio(figures.lcp, seedFigures?.lcp),
    ];
    console.log(`${site.label.padEnd(width)}  ${cells.map((cell) => String(cell).padStart(9)).join(" ")}${failed}`);
  }

  const [head, reference] = ours;
  const headFigures = mediansOf(head, page);
  const referenceFigures = reference && mediansOf(reference, page);
  if (headFigures && referenceFigures) {
    const names = { tbt: "TBT", lcp: "LCP", scripting: "script", bytes: "total", jsBytes: "JS" };
    const toReference = Object.entries(names).map(
      ([key, name]) => `${name} ${ratio(headFigures[key], referenceFigures[key])}`,
    );
    console.log(`${head.label} / ${reference.label}: ${toReference.join(", ")}`);
  }
  const verdict = (holds) => (holds === undefined ? "n/a" : holds ? "holds" : "FAILS");
  const goals = [
    `TBT ≤ 0.5 × seed ${verdict(headFigures && seedFigures && headFigures.tbt <= 0.5 * seedFigures.tbt)}`,
    ...(reference
      ? [
          `TBT ≤ ${reference.label} ${verdict(headFigures && referenceFigures && headFigures.tbt <= referenceFigures.tbt)}`,
        ]
      : []),
    `LCP ≤ 0.6 × seed ${verdict(headFigures && seedFigures && headFigures.lcp <= 0.6 * seedFigures.lcp)}`,
  ];
  console.log(`goal: ${goals.join("; ")}`);
}
