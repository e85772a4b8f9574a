import assert from "node:assert/strict";
import { test } from "node:test";
import { compareMessages, messagesOnPage } from "../errors/check-errors-page.mjs";
import { findMessages } from "../errors/find-messages.mjs";
import { fixture } from "./helpers.mjs";

const packageMessages = findMessages(fixture("errors/modules"));

test("the messages of a package are what it throws and prints, with its values as named placeholders", () => {
  assert.deepEqual(
    packageMessages.map(({ kind, message }) => [kind, message]),
    [
      // Returned by a local function, `.trim()`med: the placeholder is named after its parameter.
      ["error", "\nFormat {format} is no longer built in.\n"],
      ["error", "Cannot read {rootDir}"],
      ["warning", "Catalog of {locale} is empty"],
      ["error", "Locale {locale} is not in the configuration"],
      // Printed by the CLI's progress spinner.
      ["warning", "Nothing to synchronize ({elapsed})"],
      // Kept in a variable that another function throws.
      ["error", "Rendered without a provider: {id}"],
      // Text thrown as it is, not in an Error.
      ["error", "Synchronization failed: {errors}"],
      ["error", "Unsupported macro usage."],
    ],
  );
});

test("a message found in two builds of a package is one message, with both places", () => {
  const locale = packageMessages.find(({ message }) => message.startsWith("Locale"));
  assert.deepEqual(locale.files, ["dist/index.cjs:6", "dist/index.mjs:4"]);
});

test("the page check finds a message the page leaves out and one that no package prints", () => {
  const pageMessages = messagesOnPage(fixture("errors/page.md"));
  const { missing, unknown, repeated, withScenario } = compareMessages(packageMessages, pageMessages);
  assert.deepEqual(
    missing.map(({ message }) => message),
    [
      "\nFormat {format} is no longer built in.\n",
      "Cannot read {rootDir}",
      "Nothing to synchronize ({elapsed})",
      "Rendered without a provider: {id}",
      "Synchronization failed: {errors}",
      "Unsupported macro usage.",
    ],
  );
  assert.deepEqual(
    unknown.map(({ message }) => message),
    ["This message was never printed"],
  );
  assert.deepEqual(repeated, []);
  // The message written over two lines still matches; only the first entry has a scenario.
  assert.equal(withScenario, 1);
});

test("a message listed twice on the page is reported", () => {
  const pageMessages = messagesOnPage(fixture("errors/page.md"));
  const { repeated } = compareMessages(packageMessages, [...pageMessages, pageMessages[0]]);
  assert.deepEqual(
    repeated.map(({ message }) => message),
    ["Locale {locale} is not in the configuration"],
  );
});
