// The coverage check's command line:
//   node api/report-coverage.mjs --api <surface.json> <page or folder ...>
// Prints every API item that the given reference pages never name, then a summary line.
// Exits 1 when something is missing, 2 on a wrong call.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { findPages } from "../src/find-pages.mjs";
import { label } from "./api-items.mjs";
import { findUndocumented } from "./coverage.mjs";
import { readSections } from "./page-sections.mjs";

const { values, positionals } = parseArgs({ options: { api: { type: "string" } }, allowPositionals: true });
const base = process.env.INIT_CWD ?? process.cwd();
const targets = positionals.map((target) => path.resolve(base, target));
const missingTargets = [values.api, ...targets].filter(
  (target) => !target || !fs.existsSync(path.resolve(base, target)),
);
if (!values.api || targets.length === 0 || missingTargets.length > 0) {
  console.error("usage: report-coverage.mjs --api <surface.json> <page or folder ...> (all must exist)");
  process.exit(2);
}

const surface = JSON.parse(fs.readFileSync(path.resolve(base, values.api), "utf8"));
const { items, missing } = findUndocumented(surface, findPages(targets).map(readSections));
for (const item of missing) console.log(`missing ${label(item)}`);
console.log(
  `api coverage: ${items.length} items, ${items.length - missing.length} documented, ${missing.length} missing`,
);
process.exitCode = missing.length > 0 ? 1 : 0;
