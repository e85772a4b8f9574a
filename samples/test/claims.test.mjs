// Value claims in code comments (value-claims.mjs): the grammar, wrong claims caught when a
// `run` block runs, right claims passing, claims in blocks that do not run flagged, prose ignored.
import assert from "node:assert/strict";
import { test } from "node:test";
import { readClaim } from "../src/value-claims.mjs";
import { checkedFixtures, lineOf } from "./helpers.mjs";

const { report, failuresIn } = checkedFixtures("claims-good.md", "claims-broken.md");

function claimFailureAt(snippet) {
  const line = lineOf("claims-broken.md", snippet);
  const failure = failuresIn("claims-broken.md").find((entry) => entry.line === line);
  assert.ok(
    failure,
    `no failure at claims-broken.md:${line}; got ${JSON.stringify(failuresIn("claims-broken.md"), null, 1)}`,
  );
  assert.equal(failure.check, "claim");
  return failure.message;
}

test("a literal, alone or after a marker and before prose, is a claim; anything else is prose", () => {
  assert.deepEqual(readClaim(' "Bonjour"'), { marker: "", literal: '"Bonjour"' });
  assert.deepEqual(readClaim(" → 3"), { marker: "→", literal: "3" });
  assert.deepEqual(readClaim(" returns [1, { a: null }]"), { marker: "returns", literal: "[1, { a: null }]" });
  assert.deepEqual(readClaim(' "cs-CZ", handy in tests'), { marker: "", literal: '"cs-CZ"' });
  assert.deepEqual(readClaim(" prints -1 (one less)"), { marker: "prints", literal: "-1" });
  for (const prose of [
    " in a component",
    " the default",
    ' e.g. "cs-CZ"',
    " 3 seats for €12.00",
    ' "a" -> "b"',
    " pl",
    " is called once",
    " { id: x }",
    " `hello ${name}`",
  ]) {
    assert.equal(readClaim(prose), undefined, prose);
  }
});

test("a wrong string claim fails with the claimed and the real value", () => {
  assert.equal(claimFailureAt('i18n._("greeting"); // "Salut"'), 'expected "Salut" but the code gives "Bonjour"');
});

test("a wrong number after → fails", () => {
  assert.equal(claimFailureAt("// → 4"), "expected 4 but the code gives 3");
});

test("a wrong console.log claim fails with the value logged", () => {
  assert.equal(claimFailureAt('// prints "2 livre"'), 'expected "2 livre" but the code gives "2 livres"');
});

test("arrays and objects are compared deeply", () => {
  assert.equal(claimFailureAt('// [3, "en"]'), "expected [3, \"en\"] but the code gives [ 3, 'fr' ]");
});

test("`prints` on a line that does not log, and a claim whose line never ran, fail", () => {
  assert.match(claimFailureAt('i18n.locale; // prints "fr"'), /`prints` and `logs` only the latter/);
  assert.match(claimFailureAt('return i18n._("greeting"); // "Bonjour"'), /the line never ran/);
});

test("a claim in a block that does not run, a fragment included, fails and says how to fix it", () => {
  const module = claimFailureAt('.locale; // "fr"');
  assert.match(module, /^`\/\/ "fr"` claims a value, but the block does not run: make the block a `run` block/);
  assert.match(module, /or rephrase the comment as prose that does not claim a value/);
  assert.match(claimFailureAt('// returns "Bonjour"'), /but a fragment does not run/);
});

test("every wrong claim is caught, and nothing else", () => {
  assert.equal(failuresIn("claims-broken.md").length, 8);
  assert.equal(report.executed, 2);
});

test("right claims pass, explanatory comments are not claims", () => {
  assert.deepEqual(failuresIn("claims-good.md"), []);
});
