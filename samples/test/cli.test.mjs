import assert from "node:assert/strict";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { spawnProcess } from "../src/spawn-process.mjs";
import { fixture, lineOf } from "./helpers.mjs";

const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "src", "cli.mjs");

test("the command prints failures as page:line, the skipped blocks, the summary line last, and exits 1", async () => {
  const { code, stdout } = await spawnProcess(process.execPath, [cli, fixture("good.mdx"), fixture("broken.md")], {
    timeout: 5 * 60_000,
  });
  const lines = stdout.trim().split("\n");
  assert.equal(code, 1);
  assert.ok(
    lines.includes(
      `✖ samples/test/fixtures/broken.md:${lineOf("broken.md", "import { setupI18N }")} [typescript] TS2724: '"@lingui/core"' has no exported member named 'setupI18N'. Did you mean 'setupI18n'?`,
    ),
  );
  assert.ok(
    lines.includes(
      `skipped samples/test/fixtures/good.mdx:${lineOf("good.mdx", "```tsx skip")}: needs react-native, which the checker does not install`,
    ),
  );
  assert.equal(
    lines.at(-1),
    "samples: 40 blocks found, 35 checked, 3 executed, 2 skipped (5.0%), 0 checked by their scenario only, 0 scenarios (0 steps), 0 install commands",
  );
});

test("the command exits 0 when every sample passes", async () => {
  const { code, stdout } = await spawnProcess(process.execPath, [cli, fixture("tutorial.mdx")], {
    timeout: 5 * 60_000,
  });
  assert.equal(code, 0, stdout);
  assert.equal(
    stdout.trim().split("\n").at(-1),
    "samples: 7 blocks found, 7 checked, 0 executed, 0 skipped (0.0%), 0 checked by their scenario only, 0 scenarios (0 steps), 2 install commands",
  );
});
