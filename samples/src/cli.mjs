// The checker's command line.
//   node src/cli.mjs [--tutorials] [page or folder ...]   checks the code blocks (default: ../docs and ../blog);
//                                                          --tutorials also runs the tutorials end to end
//   node src/cli.mjs --only-tutorials [page ...]           runs tutorials only (default: the site's two)
// Exits 1 when anything failed, 2 when a given page or folder does not exist.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { checkBlocks } from "./check-blocks.mjs";
import { readPage } from "./extract-blocks.mjs";
import { findPages } from "./find-pages.mjs";
import { Report } from "./report.mjs";
import { runTutorials } from "./run-tutorial.mjs";
import { samplesDir } from "./paths.mjs";

const { values, positionals } = parseArgs({
  options: { tutorials: { type: "boolean" }, "only-tutorials": { type: "boolean" } },
  allowPositionals: true,
});
// `npm run check -- docs/x.md` runs in samples/; paths are meant from where npm was called.
const base = process.env.INIT_CWD ?? process.cwd();
const paths = positionals.map((target) => path.resolve(base, target));
// Lingui's extractors name Babel plugins ("macros") that Babel resolves from the working folder:
// work from this package, whose node_modules has them, wherever the checker was started.
process.chdir(samplesDir);
const onlyTutorials = values["only-tutorials"];
const missing = onlyTutorials ? [] : paths.filter((target) => !fs.existsSync(target));
if (missing.length > 0) {
  console.error(`no such file or folder: ${missing.join(", ")}`);
  process.exit(2);
}
const report = new Report();

try {
  if (!onlyTutorials) await checkBlocks(findPages(paths).map(readPage), report);
  if (values.tutorials || onlyTutorials) await runTutorials(onlyTutorials ? paths : [], report);
} catch (error) {
  report.fail("(samples)", 0, "harness", error.stack ?? String(error));
}
report.print();
process.exitCode = report.ok ? 0 : 1;
