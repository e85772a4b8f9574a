import assert from "node:assert/strict";
import { test } from "node:test";
import { checkedFixtures, lineOf } from "./helpers.mjs";

const { report, failuresIn } = checkedFixtures("good.mdx", "broken.md");

function assertFails(check, snippet, pattern) {
  const line = lineOf("broken.md", snippet);
  const failure = failuresIn("broken.md").find((candidate) => candidate.check === check && candidate.line === line);
  assert.ok(
    failure,
    `no ${check} failure at broken.md:${line}; got ${JSON.stringify(failuresIn("broken.md"), null, 1)}`,
  );
  assert.match(failure.message, pattern);
}

test("a wrong import name fails at the import's line with the compiler's message", () => {
  assertFails("typescript", "import { setupI18N }", /TS2724: .*no exported member named 'setupI18N'/);
});

test("a relative import resolves to the block titled with that file on the same page", () => {
  assertFails("typescript", 'import { locale } from "./i18n"', /TS2724: .*has no exported member named 'locale'/);
});

test("an unknown key in lingui.config.ts fails at the key's line", () => {
  assertFails("config", "catalogz", /Unknown option "catalogz"/);
});

test("an unknown CLI flag fails at the command's line", () => {
  assertFails("cli", "--minify", /unknown option `--minify` for `lingui compile`/);
});

test("an unknown CLI command in a package.json script fails at the script's line", () => {
  assertFails("cli", "extrakt", /unknown command `lingui extrakt`/);
});

test("an unparsable ICU message fails at the line the parser names", () => {
  assertFails("icu", "other {# books}", /Unexpected message end/);
});

test("a wrong ICU example output fails with the expected and the actual output", () => {
  assertFails("icu example", '"output":"2 book"', /expected "2 book", got "2 books"/);
});

test("a broken po catalog fails at the broken line", () => {
  assertFails("po", 'msgstr "Ahoj', /quoted string/);
});

test("a broken message in a JSON catalog fails at its line", () => {
  assertFails("catalog", "Ahoj {name", /message "greeting": Unexpected message end/);
});

test("invalid JSON fails", () => {
  assertFails("json", '{ "a": 1, }', /JSON/);
});

test("a macro used the wrong way fails the real macro transform", () => {
  assertFails("macro", "const translate = t;", /Unsupported macro usage/);
});

test("a run block that exits non-zero fails at the line in its stack trace", () => {
  assertFails("run", "assert.equal(1 + 1, 3)", /exited with code 1\nAssertionError/);
});

test("a skip without a reason and an unknown info-string key fail", () => {
  assertFails("info string", "```ts skip", /`skip` needs a reason/);
  assertFails("info string", "```ts rnu", /unknown info-string key `rnu`/);
});

test("a skip that blames a package the manifest does not list as unavailable fails", () => {
  assertFails(
    "skip",
    'skip="needs left-pad',
    /^a missing package is no reason to skip .*add it to samples\/package\.json/,
  );
});

test("every broken sample is caught, and nothing else", () => {
  assert.equal(failuresIn("broken.md").length, 16);
});

test("good samples pass", () => {
  assert.deepEqual(failuresIn("good.mdx"), []);
});

test("blocks are counted: checked, executed, skipped with reasons, not code by language", () => {
  assert.equal(report.found, 40);
  assert.equal(report.checked.size, 35);
  assert.equal(report.executed, 3);
  assert.deepEqual(
    report.skipped.map(({ line, reason }) => [line, reason]),
    [
      [lineOf("good.mdx", 'skip="needs react-native'), "needs react-native, which the checker does not install"],
      [lineOf("broken.md", 'skip="needs left-pad'), "needs left-pad, which the checker does not install"],
    ],
  );
  assert.deepEqual(
    [...report.notCode],
    [
      ["text", 1],
      ["diff", 1],
    ],
  );
});

test("fragments are listed with their reason", () => {
  assert.deepEqual(
    report.fragments.map(({ reason }) => reason),
    ["inside a component that receives count"],
  );
});

test("a declaration file a page shows (title ending in .d.ts) is type-checked, not skipped as a library file", () => {
  assertFails(
    "typescript",
    "import type { CatalogMessages }",
    /TS2724: .*has no exported member named 'CatalogMessages'/,
  );
});
