// Blocks that show what the macros compile a sample to (`macro-output`, check-macro-output.mjs): the real
// output passes whatever its layout, in development and in production; another ID, a production output
// that still has the message, and an output with no code block right above it fail, with the real output.
import assert from "node:assert/strict";
import { test } from "node:test";
import { checkedFixtures, lineOf } from "./helpers.mjs";

const { report, failuresIn } = checkedFixtures("macro-output-good.md", "macro-output-broken.md");

/** The failure at the fence `linesAbove` lines above the line holding `snippet`. */
function failureAt(snippet, linesAbove = 0) {
  const line = lineOf("macro-output-broken.md", snippet) - linesAbove;
  const failure = failuresIn("macro-output-broken.md").find(
    (entry) => entry.line === line && entry.check === "macro output",
  );
  assert.ok(
    failure,
    `no failure at line ${line}; got ${JSON.stringify(failuresIn("macro-output-broken.md"), null, 1)}`,
  );
  return failure.message;
}

test("the macro's real output passes, in development and in production, and counts as checked", () => {
  assert.deepEqual(failuresIn("macro-output-good.md"), []);
  const outputs = [...report.checked].filter(
    (block) => block.page.endsWith("macro-output-good.md") && block.meta["macro-output"] !== undefined,
  );
  assert.equal(outputs.length, 2);
});

test("an output with another ID fails and shows what the macro really makes", () => {
  assert.match(failureAt('id: "hello"', 2), /compiles the block at line 3 to something else:[\s\S]*id: "OVaF9k"/);
});

test("a production output that keeps the message fails: the production build drops it", () => {
  assert.match(failureAt('```js macro-output="production"'), /id: "nmLlTr"\n\s*\}\);$/);
});

test("an output with no code block right above it fails", () => {
  const lines = failuresIn("macro-output-broken.md").filter((entry) => /there is none/.test(entry.message));
  assert.deepEqual(
    lines.map((entry) => entry.line),
    [lineOf("macro-output-broken.md", "A shell block sits") + 6],
  );
});
