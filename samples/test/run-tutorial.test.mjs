import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "node:test";
import { readPage } from "../src/extract-blocks.mjs";
import { Report } from "../src/report.mjs";
import { runTutorials } from "../src/run-tutorial.mjs";
import { tutorialSteps } from "../src/tutorial-steps.mjs";
import { fixture, lineOf } from "./helpers.mjs";

test("a tutorial is a list of steps in page order: installs, files to write, commands to run", () => {
  const steps = tutorialSteps(readPage(fixture("tutorial.mdx")));
  assert.deepEqual(
    steps.map((step) => step.path ?? step.text ?? `install${step.dev ? " --save-dev" : ""} ${step.packages.join(" ")}`),
    [
      "package.json",
      "install @lingui/core@4.14.1",
      "install --save-dev @lingui/cli@4.14.1 @lingui/macro@4.14.1 babel-plugin-macros@3 @babel/core@7 @babel/cli@7",
      "lingui.config.js",
      "babel.config.json",
      "src/index.js",
      "npx lingui extract",
      "locales/cs.po",
      "npx lingui compile --namespace es",
      "npx babel src --out-dir dist",
      "node dist/index.js",
    ],
  );
});

test("a tutorial follows only the first tab of each <Tabs>, for commands and installs alike", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "samples-test-"));
  const file = path.join(dir, "tabs.mdx");
  const tab = (value, packages, command) =>
    `<TabItem value="${value}">\n\n<PackageInstall packages="${packages}" />\n\n\`\`\`bash\n${command}\n\`\`\`\n\n</TabItem>`;
  fs.writeFileSync(file, `<Tabs>\n${tab("babel", "a", "npm run build")}\n${tab("swc", "b", "yarn build")}\n</Tabs>\n`);
  const steps = tutorialSteps(readPage(file));
  assert.deepEqual(
    steps.map((step) => step.text ?? step.packages.join(" ")),
    ["a", "npm run build"],
  );
  fs.rmSync(dir, { recursive: true });
});

test("a tutorial leaves out scenario blocks, which run in projects of their own", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "samples-test-"));
  const file = path.join(dir, "scenario.md");
  fs.writeFileSync(
    file,
    '```bash\nnpm run build\n```\n\n```js title="a.js" scenario="x"\nexport {};\n```\n\n```console scenario="x"\n$ ls\n```\n',
  );
  assert.deepEqual(
    tutorialSteps(readPage(file)).map((step) => step.text),
    ["npm run build"],
  );
  fs.rmSync(dir, { recursive: true });
});

test("tutorial pages that are not written yet are skipped and counted", async () => {
  const report = new Report();
  await runTutorials([fixture("not-written.mdx")], report);
  assert.deepEqual(report.skipped, [{ page: "samples/test/fixtures/not-written.mdx", reason: "page not written" }]);
  assert.ok(report.ok);
});

test("a failing tutorial step is reported at its line and stops the tutorial", async () => {
  const report = new Report();
  await runTutorials([fixture("tutorial-failing.md")], report);
  assert.equal(report.failures.length, 1);
  const [failure] = report.failures;
  assert.equal(failure.line, lineOf("tutorial-failing.md", "process.exit(3)"));
  assert.match(failure.message, /exited with code 3/);
  const project = failure.message.match(/project kept in (.+)\)$/)[1];
  assert.equal(fs.existsSync(path.join(project, "reached.txt")), false);
  assert.equal(report.executed, 0);
  fs.rmSync(project, { recursive: true });
});

test(
  "runs a tutorial end to end: installs from the registry, extracts, compiles and runs the program",
  { timeout: 10 * 60_000 },
  async () => {
    const report = new Report();
    await runTutorials([fixture("tutorial.mdx")], report);
    assert.deepEqual(report.failures, []);
    assert.equal(report.executed, 1);
  },
);
