// The checker against the Lingui 6 packages of ../samples-6 (`--package`): 6.x-only samples
// pass there and fail against the 4.14.1 packages of this folder; mistakes fail with page and line.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { before, test } from "node:test";
import { fileURLToPath } from "node:url";
import { spawnProcess } from "../src/spawn-process.mjs";
import { fixture, lineOf } from "./helpers.mjs";

const samplesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const cli = path.join(samplesDir, "src", "cli.mjs");
const samples6 = path.resolve(samplesDir, "..", "samples-6");

async function check(packageArgs, ...names) {
  const result = await spawnProcess(process.execPath, [cli, ...packageArgs, ...names.map(fixture)], {
    timeout: 5 * 60_000,
  });
  return { ...result, lines: result.stdout.trim().split("\n") };
}

const page = (name) => `samples/test/fixtures/${name}`;

before(() => {
  assert.ok(
    fs.existsSync(path.join(samples6, "node_modules", "node", "bin", "node")),
    "samples-6 is not installed: bash scripts/install-samples-6.sh",
  );
});

test("6.x-only samples pass against samples-6, the scenario's commands on its Node.js 22", async () => {
  const { code, lines, stdout } = await check(["--package", samples6], "lingui6-good.md");
  assert.equal(code, 0, stdout);
  assert.equal(
    lines.at(-1),
    "samples: 8 blocks found, 8 checked, 1 executed, 0 skipped (0.0%), 0 checked by their scenario only, 1 scenarios (4 steps), 0 install commands",
  );
});

test("the same samples fail against the 4.14.1 packages", async () => {
  const { code, lines } = await check([], "lingui6-good.md");
  assert.equal(code, 1);
  const at = (snippet) => `${page("lingui6-good.md")}:${lineOf("lingui6-good.md", snippet)}`;
  assert.ok(
    lines.includes(
      `✖ ${at('import { Trans } from "@lingui/react/macro"')} [typescript] TS2307: Cannot find module '@lingui/react/macro' or its corresponding type declarations.`,
    ),
    lines.join("\n"),
  );
  assert.ok(
    lines.some((line) => line.startsWith(`✖ ${at("npx lingui check sync")} [cli] unknown command \`lingui check\``)),
  );
});

test("mistakes in 6.x samples fail at their page and line", async () => {
  const { code, lines } = await check(["--package", samples6], "lingui6-broken.md");
  assert.equal(code, 1);
  const failure = (snippet, check) => {
    const prefix = `✖ ${page("lingui6-broken.md")}:${lineOf("lingui6-broken.md", snippet)} [${check}] `;
    return lines.find((line) => line.startsWith(prefix))?.slice(prefix.length);
  };
  assert.match(failure("import { setupI18N }", "typescript") ?? "", /no exported member named 'setupI18N'/);
  assert.match(failure("--convert-from", "cli") ?? "", /^unknown option `--convert-from` for `lingui extract`/);
  // A subcommand's flags come from its own help: `lingui check sync` has --locale but not --mode.
  assert.match(failure("--mode catalog", "cli") ?? "", /^unknown option `--mode` for `lingui check sync`/);
  assert.match(failure('<Trans id="title" />', "macro") ?? "", /^Unsupported macro usage/);
});

test("install commands are held to the 6.11.0 packages, and a release block to its own major", async () => {
  const { code, lines } = await check(["--package", samples6], "lingui6-installs.mdx");
  assert.equal(code, 1);
  const failures = lines.filter((line) => line.startsWith("✖ "));
  assert.deepEqual(failures, [
    `✖ ${page("lingui6-installs.mdx")}:${lineOf("lingui6-installs.mdx", "@lingui/cli@4")} [install] ` +
      "`@lingui/cli@4` does not admit 6.11.0, the version tested: write `@lingui/cli@6`",
    // An older major passes only when "otherMajors" lists it (@vitejs/plugin-react 5), and still names no later one.
    `✖ ${page("lingui6-installs.mdx")}:${lineOf("lingui6-installs.mdx", "vite@7")} [install] ` +
      "`vite@7` does not admit 8.3.8, the version tested: write `vite@8`",
    `✖ ${page("lingui6-installs.mdx")}:${lineOf("lingui6-installs.mdx", "plugin-react@>=5")} [install] ` +
      "`@vitejs/plugin-react@>=5` also admits majors after @vitejs/plugin-react 5: write `@vitejs/plugin-react@5` " +
      "(the Babel setup for Vite 6 and 7, shown beside major 6's for Vite 8; one node_modules holds one major, so its vite.config.ts block is not type-checked)",
  ]);
  assert.match(lines.at(-1), /, 5 install commands$/);
});
