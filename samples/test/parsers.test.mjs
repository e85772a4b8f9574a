import assert from "node:assert/strict";
import { test } from "node:test";
import { linguiArguments } from "../src/check-cli.mjs";
import { lintPo } from "../src/lint-po.mjs";
import { parseMeta } from "../src/parse-meta.mjs";
import { parseShell } from "../src/parse-shell.mjs";

test("reads info strings with double- and single-quoted values, flags and line highlights", () => {
  const { attributes, problems } = parseMeta(`title="lingui.config.ts" run {1,3-4} example='{"locale":"en"}'`);
  assert.deepEqual(attributes, { title: "lingui.config.ts", run: true, example: '{"locale":"en"}' });
  assert.deepEqual(problems, []);
});

test("reports unknown info-string keys", () => {
  assert.deepEqual(parseMeta("rnu").problems, ["unknown info-string key `rnu`"]);
});

test("splits shell blocks into commands with their lines, joining continuations", () => {
  const commands = parseShell('# setup\nnpx lingui extract \\\n  --clean && npx lingui compile # done\necho "a && b"');
  assert.deepEqual(
    commands.map(({ line, words }) => [line, words.join(" ")]),
    [
      [1, "npx lingui extract --clean"],
      [1, "npx lingui compile"],
      [3, "echo a && b"],
    ],
  );
});

test("reads only the prompted lines of console blocks", () => {
  const commands = parseShell("$ npx lingui extract\nCatalog statistics:\n$ npx lingui compile", { prompts: true });
  assert.deepEqual(
    commands.map(({ line }) => line),
    [0, 2],
  );
});

test("recognises lingui behind npx, yarn, pnpm and npm exec, but not npm run", () => {
  assert.deepEqual(linguiArguments(["npx", "lingui", "extract"]), ["extract"]);
  assert.deepEqual(linguiArguments(["A=1", "B=2", "lingui", "compile"]), ["compile"]);
  assert.deepEqual(linguiArguments(["yarn", "lingui", "compile", "--strict"]), ["compile", "--strict"]);
  assert.deepEqual(linguiArguments(["pnpm", "exec", "lingui", "extract"]), ["extract"]);
  assert.deepEqual(linguiArguments(["npm", "exec", "--", "lingui", "compile"]), ["compile"]);
  assert.deepEqual(linguiArguments(["./node_modules/.bin/lingui", "extract"]), ["extract"]);
  assert.equal(linguiArguments(["npm", "run", "extract"]), undefined);
  assert.equal(linguiArguments(["npm", "install", "@lingui/cli"]), undefined);
});

test("accepts a well-formed po catalog with plurals, context and obsolete entries", () => {
  const catalog = [
    'msgid ""',
    'msgstr ""',
    '"Language: cs\\n"',
    "",
    "#, fuzzy",
    'msgctxt "menu"',
    'msgid "One file"',
    'msgid_plural "{count} files"',
    'msgstr[0] "Jeden soubor"',
    'msgstr[1] "{count} soubory"',
    "",
    '#~ msgid "Old"',
    '#~ msgstr "Starý"',
  ].join("\n");
  assert.deepEqual(lintPo(catalog), []);
});

test("finds unterminated strings and lines that are not PO", () => {
  assert.deepEqual(lintPo('msgid "Hello"\nmsgstr "Ahoj\nfoo'), [
    { line: 1, message: 'msgstr needs one "quoted string": `msgstr "Ahoj`' },
    { line: 2, message: "not a PO line: `foo`" },
  ]);
});
