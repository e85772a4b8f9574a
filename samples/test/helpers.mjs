// Shared by the tests: fixture paths, and the page line of a snippet in a fixture.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

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
