import assert from "node:assert/strict";
import { test } from "node:test";
import { checkBlocks } from "../src/check-blocks.mjs";
import { readPage } from "../src/extract-blocks.mjs";
import { parseConsole } from "../src/run-scenarios.mjs";
import { Report } from "../src/report.mjs";
import { fixture, lineOf } from "./helpers.mjs";

async function check(name) {
  const report = new Report();
  await checkBlocks([readPage(fixture(name))], report);
  return report;
}

test("a console block is split into commands, each with the output lines expected of it", () => {
  assert.deepEqual(parseConsole("$ lingui extract\nDone\n\n  2 messages \n$ ls\n"), [
    { command: "lingui extract", expected: ["Done", "2 messages"] },
    { command: "ls", expected: [] },
  ]);
});

test("true scenarios pass: files written, commands run with their output and exit codes, files asserted", async () => {
  const report = await check("scenarios-good.md");
  assert.deepEqual(report.failures, []);
  assert.equal(report.scenarios, 1);
  assert.equal(report.scenarioSteps, 8);
  assert.match(report.summary(), /, 1 scenarios \(8 steps\), 0 install commands$/);
});

test("a block left out of the static checks that its scenario runs counts as checked by the scenario, not skipped", async () => {
  const report = await check("scenarios-good.md");
  const line = lineOf("scenarios-good.md", 'title="has-greeting.mjs"');
  assert.deepEqual(report.skipped, []);
  assert.deepEqual(report.scenarioOnly, [
    { page: "samples/test/fixtures/scenarios-good.md", line, reason: "reads the catalog the scenario wrote" },
  ]);
  assert.ok([...report.checked].some((block) => block.line === line));
  assert.match(report.summary(), / 0 skipped \(0\.0%\), 1 checked by their scenario only,/);
});

test("a planted wrong claim of each scenario kind fails with the page, the line and what differed", async () => {
  const report = await check("scenarios-broken.md");
  const failure = (id) => report.failures.filter((entry) => entry.check === `scenario ${id}`);
  const at = (snippet) => lineOf("scenarios-broken.md", snippet);
  const page = "samples/test/fixtures/scenarios-broken.md";

  const [output] = failure("wrong-output");
  assert.equal(output.page, page);
  assert.equal(output.line, at('```console scenario="wrong-output"'));
  assert.match(output.message, /^`npx lingui extract` did not print `Extracted 99 messages`/);
  assert.match(output.message, /Catalog statistics/, "the real output is shown");

  const [exit] = failure("wrong-exit");
  assert.equal(exit.line, at('```console scenario="wrong-exit"'));
  assert.match(exit.message, /exited with 0, the page says 1/);

  const [file] = failure("wrong-file");
  assert.equal(file.line, at('```po title="src/locales/en/messages.po" scenario="wrong-file" expect'));
  assert.match(file.message, /has no line `msgid "Good evening"`/);
  assert.match(file.message, /msgid "Good morning"/, "the file's real content is shown");

  const [missing] = failure("wrong-files");
  assert.equal(missing.line, at('```text scenario="wrong-files" files'));
  assert.equal(missing.message, "src/locales/en/messages.po does not exist");

  const absent = failure("wrong-absent");
  assert.equal(absent.length, 1, "the first check passes; only the one after the file is written fails");
  assert.equal(absent[0].message, "lingui.config.js exists but should not");
  assert.equal(absent[0].line, at("export default {};") + 3, "the second files block");
  assert.equal(report.scenarios, 5);
});
