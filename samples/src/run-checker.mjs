// One run of the checker over pages and tutorials, against the pinned package of paths.mjs:
// prints the report and returns whether everything passed.
import fs from "node:fs";
import { checkBlocks } from "./check-blocks.mjs";
import { readPage } from "./extract-blocks.mjs";
import { findPages } from "./find-pages.mjs";
import { packageDir } from "./paths.mjs";
import { Report } from "./report.mjs";
import { runTutorials } from "./run-tutorial.mjs";

/**
 * @param {string[]} paths absolute pages or folders (none: the pinned package's defaults)
 * @returns {Promise<0 | 1 | 2>} the exit code: 2 when a given page or folder does not exist
 */
export async function runChecker(paths, { tutorials = false, onlyTutorials = false } = {}) {
  // Lingui's extractors name Babel plugins ("macros") that Babel resolves from the working folder:
  // work from the pinned package, whose node_modules has them, wherever the checker was started.
  process.chdir(packageDir);
  const missing = onlyTutorials ? [] : paths.filter((target) => !fs.existsSync(target));
  if (missing.length > 0) {
    console.error(`no such file or folder: ${missing.join(", ")}`);
    return 2;
  }
  const report = new Report();
  try {
    if (!onlyTutorials) await checkBlocks(findPages(paths).map(readPage), report);
    if (tutorials || onlyTutorials) await runTutorials(onlyTutorials ? paths : [], report);
  } catch (error) {
    report.fail("(samples)", 0, "harness", error.stack ?? String(error));
  }
  report.print();
  return report.ok ? 0 : 1;
}
