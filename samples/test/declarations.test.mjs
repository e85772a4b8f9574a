// Blocks that show a package's type declarations (`declared-in`, check-declarations.mjs): a block written as
// the package declares it passes whatever its layout; a changed type, a dropped `?`, a missing parameter, a
// name the package does not declare and a module that does not resolve each fail at their line.
import assert from "node:assert/strict";
import { test } from "node:test";
import { checkedFixtures, lineOf } from "./helpers.mjs";

const { report, failuresIn } = checkedFixtures("declarations-good.md", "declarations-broken.md");

function failureAt(snippet, check = "declarations") {
  const line = lineOf("declarations-broken.md", snippet);
  const failure = failuresIn("declarations-broken.md").find((entry) => entry.line === line && entry.check === check);
  assert.ok(
    failure,
    `no ${check} failure at line ${line}; got ${JSON.stringify(failuresIn("declarations-broken.md"), null, 1)}`,
  );
  return failure.message;
}

test("declarations written as the package declares them pass, and count as checked", () => {
  assert.deepEqual(failuresIn("declarations-good.md"), []);
  const checked = [...report.checked].filter((block) => block.page.endsWith("declarations-good.md"));
  assert.equal(checked.length, 4);
});

test("a parameter made required fails, showing the page's and the package's declaration", () => {
  assert.match(
    failureAt("declare function setupI18n"),
    /`setupI18n` differs[\s\S]*page: +function setupI18n\(_: I18nProps\)[\s\S]*package: +function setupI18n\(_\?: I18nProps\)/,
  );
});

test("a member with a parameter left out fails", () => {
  assert.match(failureAt("activate(locale: Locale): void"), /`I18n.activate` differs/);
});

test("a type with a field left out fails", () => {
  assert.match(failureAt("type MessageDescriptor"), /`MessageDescriptor` differs/);
});

test("a name the package does not declare fails, top level and member", () => {
  assert.match(failureAt("setupLingui"), /`setupLingui` is not declared in the type declarations of @lingui\/core/);
  assert.match(failureAt("off(event"), /`I18n.off` is not declared/);
});

test("a module that does not resolve fails at the fence", () => {
  assert.match(
    failureAt('```ts declared-in="@lingui/not-a-package"'),
    /cannot resolve the type declarations of @lingui\/not-a-package/,
  );
});

test("declared-in on a block that is not code fails as a misuse of the info string", () => {
  assert.match(
    failureAt('```json declared-in="@lingui/core"', "info string"),
    /`declared-in` works on ts, tsx, js and jsx blocks only/,
  );
});

test("a function the package declares but the named module does not export fails", () => {
  assert.match(
    failureAt("function TransNoContext("),
    /`TransNoContext` is declared by the package but not exported from @lingui\/react/,
  );
});
