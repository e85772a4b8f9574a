import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "node:test";
import { readPage } from "../src/extract-blocks.mjs";
import { fixture, lineOf } from "./helpers.mjs";

test("finds blocks inside MDX tabs and indented in lists, at their fence lines", () => {
  const { blocks, problems } = readPage(fixture("good.mdx"));
  assert.deepEqual(problems, []);
  const tsx = blocks.find((block) => block.lang === "tsx");
  assert.equal(tsx.line, lineOf("good.mdx", "```tsx"));
  const listed = blocks.find((block) => block.meta.run && block.lang === "ts");
  assert.equal(listed.line, lineOf("good.mdx", "   ```ts run"));
  assert.match(listed.code, /^import assert/); // the list indentation is removed
});

test("ignores code fences inside HTML comments and reads {#id} headings", () => {
  const { blocks } = readPage(fixture("good.mdx"));
  assert.equal(blocks[0].line, lineOf("good.mdx", "```tsx"));
});

test("marks blocks in later tabs, which tutorials do not follow", () => {
  const { blocks } = readPage(fixture("good.mdx"));
  assert.equal(blocks.find((block) => block.lang === "tsx").otherTab, false);
  assert.equal(blocks.find((block) => block.lang === "jsx").otherTab, true);
});

test("reads the packages, the dev flag and the release of <PackageInstall>", () => {
  const { installs } = readPage(fixture("tutorial.mdx"));
  assert.deepEqual(
    installs.map(({ dev, packages }) => ({ dev, packages })),
    [
      { dev: false, packages: ["@lingui/core@4.14.1"] },
      {
        dev: true,
        packages: [
          "@lingui/cli@4.14.1",
          "@lingui/macro@4.14.1",
          "babel-plugin-macros@3",
          "@babel/core@7",
          "@babel/cli@7",
        ],
      },
    ],
  );
  assert.deepEqual(
    readPage(fixture("installs-good.mdx")).installs.map(({ release }) => release),
    [undefined, undefined, "5"],
  );
});

test("reports a page that is not valid MDX and still finds its blocks", () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "samples-test-")), "broken.mdx");
  fs.writeFileSync(file, "# Title\n\nSome {broken expression\n\n```ts\nconst a = 1;\n```\n");
  const { blocks, problems } = readPage(file);
  assert.equal(problems.length, 1);
  assert.match(problems[0].message, /not valid MDX/);
  assert.equal(blocks.length, 1);
  fs.rmSync(path.dirname(file), { recursive: true });
});
