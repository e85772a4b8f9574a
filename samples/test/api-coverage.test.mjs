import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { apiItems, label } from "../api/api-items.mjs";
import { findUndocumented } from "../api/coverage.mjs";
import { readSections } from "../api/page-sections.mjs";
import { spawnProcess } from "../src/spawn-process.mjs";
import { fixture } from "./helpers.mjs";

const samplesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const surface = JSON.parse(fs.readFileSync(fixture("api/surface.json"), "utf8"));
const pages = ["api/ref/core.md", "api/ref/cli.md"].map((name) => readSections(fixture(name)));

test("the API items are every export, prop, flag other than --help, and config key", () => {
  assert.deepEqual(apiItems(surface).map(label), [
    "config locales",
    "config rootDir",
    "export @demo/core Config (type)",
    "export @demo/core setup",
    "export @demo/core/server setup",
    "flag lingui extract --watch",
    "flag lingui extract-template --verbose",
    "prop <Greeting> comment",
    "prop <Greeting> name",
    "prop <Greeting> tone",
  ]);
});

test("a page section knows the headings above it and holds only the page's code", () => {
  const [, greeting, commonProps] = pages[0].sections;
  assert.deepEqual(greeting.trail, ["@demo/core", "Greeting"]);
  assert.deepEqual(commonProps.trail, ["@demo/core", "Greeting", "CommonProps"]);
  assert.equal(commonProps.code.trim(), "CommonProps\ncomment");
});

test("items named only in prose, or away from their component or command, are missing", () => {
  assert.deepEqual(findUndocumented(surface, pages).missing.map(label), [
    "config rootDir",
    "export @demo/core Config (type)",
    "flag lingui extract-template --verbose",
    "prop <Greeting> tone",
  ]);
});

test("the coverage command lists the missing items, counts them, and exits 1", async () => {
  const command = path.join(samplesDir, "api", "report-coverage.mjs");
  const { code, stdout } = await spawnProcess(process.execPath, [
    command,
    "--api",
    fixture("api/surface.json"),
    fixture("api/ref"),
  ]);
  assert.equal(code, 1);
  const lines = stdout.trim().split("\n");
  assert.equal(lines[0], "missing config rootDir");
  assert.equal(lines.at(-1), "api coverage: 10 items, 6 documented, 4 missing");
});
