// Lighthouse (mobile and desktop) on one page of each kind, served by our nginx configuration:
// three runs each, medians printed. Usage: npm run bench:lighthouse [-- route ...] (builds nothing: run
// `npm run build` first). Needs Debian's chromium (CHROMIUM_PATH to use another).
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { launchChromium, median, runLighthouse } from "./lib/lighthouse-runs.mjs";
import { serveBuild } from "./lib/serve-build.mjs";

const port = process.env.PORT ?? "3300";
const pageOfEachKind = [
  "/",
  "/introduction",
  "/ref/core",
  "/6.x/introduction",
  "/6.x/ref/core",
  "/blog",
  "/tutorials/react",
];
const routes = process.argv.length > 2 ? process.argv.slice(2) : pageOfEachKind;
const runs = 3;

const server = await serveBuild(port);
const chrome = await launchChromium();

const benchmarkIndexes = [];
try {
  for (const [formFactor, config] of [
    ["mobile", undefined],
    ["desktop", desktopConfig],
  ]) {
    console.log(`\n${formFactor}: perf a11y best-practices seo | LCP TBT CLS (median of ${runs})`);
    for (const route of routes) {
      const results = [];
      for (let run = 0; run < runs; run++) {
        const lhr = await runLighthouse(chrome, `http://localhost:${port}${route}`, config);
        results.push(lhr);
        benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      }
      const score = (category) => Math.round(median(results.map((lhr) => lhr.categories[category].score * 100)));
      const audit = (id) => median(results.map((lhr) => lhr.audits[id].numericValue));
      console.log(
        `${route.padEnd(18)} ${score("performance")} ${score("accessibility")} ${score("best-practices")} ${score("seo")} | ` +
          `${(audit("largest-contentful-paint") / 1000).toFixed(2)} s ${Math.round(audit("total-blocking-time"))} ms ${audit("cumulative-layout-shift").toFixed(3)}`,
      );
    }
  }
  // Lighthouse simulates a phone by multiplying the CPU time measured here by 4, which assumes a fast host;
  // below an index of 1,000 it warns that the host is slow and that the performance scores suffer.
  console.log(`\nLighthouse CPU benchmark index of this machine: median ${Math.round(median(benchmarkIndexes))}`);
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
}
