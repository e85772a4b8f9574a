// The [ids] rule: generated message IDs shown beside their message must be Lingui's hash of it.
import assert from "node:assert/strict";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { spawnProcess } from "../src/spawn-process.mjs";
import { checkedFixtures, fixture, lineOf } from "./helpers.mjs";

const { failuresIn } = checkedFixtures("ids-good.md", "ids-broken.md");

function assertFails(snippet, message) {
  const line = lineOf("ids-broken.md", snippet);
  const failure = failuresIn("ids-broken.md").find((candidate) => candidate.line === line);
  assert.ok(
    failure,
    `no failure at ids-broken.md:${line}; got ${JSON.stringify(failuresIn("ids-broken.md"), null, 1)}`,
  );
  assert.equal(failure.check, "ids");
  assert.equal(failure.message, message);
}

test("a wrong js-lingui-id in a PO block fails, hashed with the entry's msgctxt", () => {
  assertFails(
    "js-lingui-id: 1TNIig",
    '"1TNIig" is not the generated ID of "Open" (context "menu"): Lingui 4.14.1 generates "q423jp"',
  );
});

test("a wrong key of a lingui-style JSON catalog fails against its message field", () => {
  assertFails(
    '"OaEEAM": { "message"',
    '"OaEEAM" is not the generated ID of "Your order is ready": Lingui 4.14.1 generates "SdUYZY"',
  );
});

test("a minimal catalog entry holding a message of the page fails when its key is not that message's ID", () => {
  assertFails(
    '"Ab12Cd": "Your order is ready"',
    '"Ab12Cd" holds the message "Your order is ready" of this page, but Lingui 4.14.1 generates "SdUYZY" for "Your order is ready"',
  );
});

test("a compiled catalog in a code block fails with the ID of the context the page gives the message", () => {
  assertFails(
    'JSON.parse(\'{"cl0ZED"',
    '"cl0ZED" holds the message "Open" of this page, but Lingui 4.14.1 generates "q423jp" for "Open" (context "menu")',
  );
});

test("explicit IDs and translated catalogs are left alone: only the four wrong IDs fail", () => {
  assert.equal(failuresIn("ids-broken.md").length, 4, JSON.stringify(failuresIn("ids-broken.md"), null, 1));
});

test("a page whose generated IDs match passes every check", () => {
  assert.deepEqual(failuresIn("ids-good.md"), []);
});

test("a 6.x page is checked against the Lingui 6 hash, whose alphabet is URL-safe", async () => {
  const samplesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const samples6 = path.resolve(samplesDir, "..", "samples-6");
  const cli = path.join(samplesDir, "src", "cli.mjs");
  const { code, stdout } = await spawnProcess(
    process.execPath,
    [cli, "--package", samples6, fixture("lingui6-ids.md")],
    {
      timeout: 5 * 60_000,
    },
  );
  assert.equal(code, 1);
  const line = lineOf("lingui6-ids.md", '{ "+rZmr2"');
  assert.ok(
    stdout.includes(
      `✖ samples/test/fixtures/lingui6-ids.md:${line} [ids] "+rZmr2" holds the message "Delivery address" of this page, but Lingui 6.11.0 generates "-rZmr2" for "Delivery address"`,
    ),
    stdout,
  );
});
