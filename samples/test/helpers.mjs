// Shared by the tests: fixture paths, and the page line of a snippet in a fixture.
import fs from "node:fs";
import path from "node:path";
import { before } from "node:test";
import { fileURLToPath } from "node:url";
import { checkBlocks } from "../src/check-blocks.mjs";
import { readPage } from "../src/extract-blocks.mjs";
import { Report } from "../src/report.mjs";

export const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures");

export function fixture(name) {
  return path.join(fixtures, name);
}

/** The 1-based line of the first line of `name` that contains `snippet`. */
export function lineOf(name, snippet) {
  const index = fs
    .readFileSync(fixture(name), "utf8")
    .split("\n")
    .findIndex((line) => line.includes(snippet));
  if (index < 0) throw new Error(`${snippet} is not in ${name}`);
  return index + 1;
}

/**
 * Checks the fixture pages once, before the file's tests (in one run: TypeScript builds a single program,
 * as in a real check). `failuresIn(name)` gives the failures of one of them.
 */
export function checkedFixtures(...names) {
  const report = new Report();
  before(async () => {
    await checkBlocks(
      names.map((name) => readPage(fixture(name))),
      report,
    );
  });
  const failuresIn = (name) => report.failures.filter((failure) => failure.page.endsWith(`/fixtures/${name}`));
  return { report, failuresIn };
}
