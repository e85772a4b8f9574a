// Install commands must name the versions the checker tested (check-installs.mjs): each mistake
// planted in installs-broken.mdx, in a <PackageInstall> element and in a shell block, fails at its
// line with what to write instead; installs-good.mdx passes.
import assert from "node:assert/strict";
import { test } from "node:test";
import { checkedFixtures, lineOf } from "./helpers.mjs";

const { report, failuresIn } = checkedFixtures("installs-good.mdx", "installs-broken.mdx");

/** The install failure at the line of `snippet` in installs-broken.mdx whose message matches `pattern`. */
function assertFails(snippet, pattern, check = "install") {
  const line = lineOf("installs-broken.mdx", snippet);
  const found = failuresIn("installs-broken.mdx").filter((failure) => failure.line === line && failure.check === check);
  assert.ok(
    found.some((failure) => pattern.test(failure.message)),
    `no ${check} failure matching ${pattern} at installs-broken.mdx:${line}; got ${JSON.stringify(found, null, 1)}`,
  );
}

const advice = (name) => new RegExp(`write \`${name.replace("/", "\\/")}@4\`$`);

test("a package without a version fails, in an element and in a shell block", () => {
  assertFails(
    'packages="@lingui/core"',
    /^`@lingui\/core` names no version, so npm installs its newest major, not 4\.14\.1/,
  );
  assertFails('packages="@lingui/core"', advice("@lingui/core"));
  assertFails("npm install @lingui/react", /^`@lingui\/react` names no version/);
  assertFails("npm install @lingui/react", advice("@lingui/react"));
});

test("a major other than the tested one fails, in an element and in a shell block", () => {
  assertFails(
    'packages="@lingui/cli@5"',
    /^`@lingui\/cli@5` does not admit 4\.14\.1, the version tested: write `@lingui\/cli@4`$/,
  );
  assertFails("yarn add --dev @lingui/macro@6", /^`@lingui\/macro@6` does not admit 4\.14\.1/);
});

test("a package the checker does not install fails, in an element and in a shell block", () => {
  const notInstalled = /^`left-pad@1`: the checker does not install `left-pad`; add it to samples\/package\.json/;
  assertFails('packages="left-pad@1"', notInstalled);
  assertFails("pnpm add left-pad@1", notInstalled);
});

test("a tag, or a range open to later majors, fails", () => {
  assertFails("@lingui/format-po@latest", /^`@lingui\/format-po@latest` names a tag/);
  assertFails("@lingui/conf@>=4", /^`@lingui\/conf@>=4` also admits majors after 4\.14\.1/);
});

test("a listed exception still needs a major, and the message gives the listed reason", () => {
  assertFails(
    "npx create-react-app my-app",
    /^`create-react-app` names no major: .*\(the checker does not install it: a scaffolder/,
  );
});

test("release must differ from the tested major, and the command must then name that major", () => {
  assertFails(
    "npm install @lingui/loader@4",
    /^release="4" is the Lingui major this page is checked against \(4\.14\.1\): remove it$/,
  );
  assertFails(
    'release="5" packages',
    /^`@lingui\/detect-locale@4` does not admit Lingui 5 \(release="5"\): write `@lingui\/detect-locale@5`$/,
  );
  assertFails('```ts release="5"', /^`release` works on shell blocks only$/, "info string");
});

test("every planted mistake is caught, and nothing else", () => {
  assert.equal(failuresIn("installs-broken.mdx").length, 12);
});

test("install commands with tested versions, exceptions at a major and release blocks pass", () => {
  assert.deepEqual(failuresIn("installs-good.mdx"), []);
});

test("every install command is counted; lock-file installs and project binaries are not install commands", () => {
  assert.equal(report.installCommands, 20);
  assert.match(report.summary(), /^samples: \d+ blocks found, .*, 20 install commands$/);
});
