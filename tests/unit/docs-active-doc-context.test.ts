// src/docs/activeDocContext finds the same active version and doc as the docs plugin's own helper,
// on docs pages, off the docs, with a trailing slash, in another case, and when a doc exists in one version.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { GlobalPluginData, GlobalVersion } from "@docusaurus/plugin-content-docs/client";
import { activeDocContextFinder } from "../../src/docs/activeDocContext";

type Find = (data: GlobalPluginData, pathname: string) => unknown;
let pluginsAnswer: Find;
let getActiveDocContext: Find;

// The plugin's helpers, loaded from a copy that imports react-router-dom by its own name: in the site, the
// bundler gives it the name "@docusaurus/router", which Node cannot resolve.
let scratch: string;
before(async () => {
  const cache = join(process.cwd(), "node_modules", ".cache");
  mkdirSync(cache, { recursive: true });
  scratch = mkdtempSync(join(cache, "docs-client-"));
  const source = readFileSync(require.resolve("@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js"), "utf8");
  const copy = join(scratch, "docsClientUtils.mjs");
  writeFileSync(copy, source.replace("from '@docusaurus/router'", "from 'react-router-dom'"));
  const plugin = await import(copy);
  pluginsAnswer = plugin.getActiveDocContext;
  getActiveDocContext = activeDocContextFinder(plugin.getActiveVersion);
});
after(() => rmSync(scratch, { recursive: true, force: true }));

function version(name: string, path: string, ids: string[], isLast: boolean): GlobalVersion {
  const prefix = path === "/" ? "" : path;
  return {
    name,
    label: name,
    isLast,
    path,
    mainDocId: "introduction",
    docs: ids.map((id) => ({ id, path: `${prefix}/${id}`, sidebar: "docs" })),
    draftIds: [],
    sidebars: { docs: { link: { path: `${prefix}/introduction`, label: "introduction" } } },
  };
}

const data: GlobalPluginData = {
  path: "/",
  breadcrumbs: true,
  versions: [
    version("current", "/", ["introduction", "ref/core", "tutorials/react", "releases/migration-4"], true),
    version("6.x", "/6.x", ["introduction", "ref/core", "guides/lazy-translations"], false),
  ],
};

const paths = [
  "/",
  "/blog",
  "/blog/2023/04/26/announcing-lingui-4.0",
  "/introduction",
  "/introduction/",
  "/Ref/Core",
  "/ref/core/extra",
  "/releases/migration-4",
  "/6.x",
  "/6.x/",
  "/6.x/introduction",
  "/6.x/ref/core/",
  "/6.x/guides/lazy-translations",
  "/6.x/releases/migration-4",
  "/search",
];

for (const path of paths) {
  test(`the active doc context of ${path} is the plugin's`, () => {
    assert.deepEqual(getActiveDocContext(data, path), pluginsAnswer(data, path));
  });
}

test("a path asked again gets the same answer, not a new one", () => {
  assert.equal(getActiveDocContext(data, "/6.x/ref/core"), getActiveDocContext(data, "/6.x/ref/core"));
});
