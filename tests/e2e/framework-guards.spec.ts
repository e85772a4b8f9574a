// The build-time guards on what the site reaches into inside Docusaurus and DocSearch: each one passes on
// the installed packages and fires, naming the file and what to check, on a planted mismatch.
import { test, expect } from "@playwright/test";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { overrideProblems } from "../../plugins/core-client-overrides";
import { prismProblems } from "../../plugins/deferred-prism";
import { themeOverrideProblems } from "../../plugins/theme-client-overrides";
import { themeClassicDir } from "../../plugins/framework-guards";
import { failOn } from "../../plugins/framework-guards/check";
import { checkSwizzles, swizzles, themeSource } from "../../plugins/framework-guards/swizzles";
import { versionDataProblems } from "../../plugins/lean-docs-metadata";
import { moduleNameReaders } from "../../plugins/lean-route-registry";
import dropModuleNames from "../../plugins/lean-route-registry/dropModuleNames.cjs";
import {
  docSearchExportProblems,
  docSearchPatchProblems,
  docusaurusSearchUtils,
  sharedTagProblems,
} from "../../plugins/search";
import patchDocSearchModal from "../../plugins/search/patchDocSearchModal.cjs";

const coreClient = dirname(require.resolve("@docusaurus/core/lib/client/prefetch.js"));
const docSearchModal = require.resolve("@docsearch/react/modal");
const themeCommon = dirname(require.resolve("@docusaurus/theme-common/internal"));
const docsClient = dirname(require.resolve("@docusaurus/plugin-content-docs/client"));

let scratch: string;
test.beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), "framework-guards-"));
});
test.afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of `files` (relative to `from`) under `to`, so one of them can be changed. */
function copyFiles(from: string, to: string, files: string[]) {
  for (const file of files) {
    mkdirSync(dirname(join(to, file)), { recursive: true });
    cpSync(join(from, file), join(to, file));
  }
}

function edit(file: string, change: (source: string) => string) {
  writeFileSync(file, change(readFileSync(file, "utf8")));
}

test("every swizzled component in src/theme is listed with the theme source it was written against", () => {
  const components = readdirSync(resolve("src/theme"), { recursive: true, encoding: "utf8" })
    .filter((file) => /(^|\/)index\.tsx?$|^MDXComponents\.tsx$/.test(file))
    .map((file) => file.replace(/\/?index\.tsx?$|\.tsx$/, ""));
  // The theme's SearchBar is a placeholder that renders nothing; our search's DocSearch imports are
  // guarded by plugins/search. Every other component of ours is the theme's, swizzled.
  const swizzled = components.filter(
    (component) => component !== "SearchBar" && existsSync(themeSource(themeClassicDir, component)),
  );
  expect(swizzles.map(({ component }) => component).sort()).toEqual(swizzled.sort());
  expect(components.filter((component) => !swizzled.includes(component))).toEqual(["SearchBar"]);
});

test("the swizzle guard passes on the installed theme", () => {
  expect(checkSwizzles(themeClassicDir)).toEqual([]);
});

for (const swizzle of swizzles) {
  test(`the swizzle guard fires when the theme's ${swizzle.component} changes`, () => {
    const file = relative(themeClassicDir, themeSource(themeClassicDir, swizzle.component));
    copyFiles(themeClassicDir, scratch, [file]);
    if (swizzle.sha256) edit(join(scratch, file), (source) => `${source}\n// a change in a new release\n`);
    else rmSync(join(scratch, file));
    const [problem, ...others] = checkSwizzles(scratch, [swizzle]);
    expect(others).toEqual([]);
    expect(problem).toContain(`src/theme/${swizzle.component} `);
    expect(problem).toMatch(
      swizzle.sha256
        ? /changed \(sha-256 \w+, now \w+\): .*plugins\/framework-guards\/swizzles\.ts/
        : /no longer exists/,
    );
  });
}

test("the client-overrides guard passes on the installed client and fires when a replaced module or its import is gone", () => {
  expect(overrideProblems(coreClient)).toEqual([]);
  const files = [
    "clientEntry.js",
    "docusaurus.js",
    "App.js",
    "prefetch.js",
    "preload.js",
    "hasHydratedDataAttribute.js",
  ];
  copyFiles(coreClient, scratch, files);
  rmSync(join(scratch, "prefetch.js"));
  edit(join(scratch, "clientEntry.js"), (source) => source.replace("from './preload'", "from './preloadRoute'"));
  expect(overrideProblems(scratch)).toEqual([
    `${join(scratch, "prefetch.js")} no longer exists: a replacement in plugins/core-client-overrides no longer applies; see what the client does now and update it`,
    `${join(scratch, "clientEntry.js")} no longer contains \`from './preload'\`: a replacement in plugins/core-client-overrides no longer applies; see what the client does now and update it`,
  ]);
});

test("the theme-overrides guard passes on the installed packages and fires when a replaced module or its import is gone", () => {
  expect(themeOverrideProblems(themeCommon, docsClient)).toEqual([]);
  const themeCopy = join(scratch, "theme-common");
  const docsCopy = join(scratch, "docs-client");
  copyFiles(themeCommon, themeCopy, ["internal.js"]);
  copyFiles(docsClient, docsCopy, ["index.js", "docsClientUtils.js"]);
  edit(join(docsCopy, "docsClientUtils.js"), (source) =>
    source.replace(
      "export function getActiveDocContext(data, pathname)",
      "export function getActiveDoc(data, pathname)",
    ),
  );
  const advice =
    "a replacement in plugins/theme-client-overrides no longer applies; see what the replaced module does now and update it";
  expect(themeOverrideProblems(themeCopy, docsCopy)).toEqual([
    `${join(themeCopy, "hooks", "useCodeWordWrap.js")} no longer exists: ${advice}`,
    `${join(docsCopy, "docsClientUtils.js")} no longer contains \`export function getActiveDocContext(data, pathname)\`: ${advice}`,
  ]);
});

test("the deferred-Prism guard passes on the installed theme and fires when the theme stops importing prism-react-renderer", () => {
  expect(prismProblems(themeClassicDir)).toEqual([]);
  const theme = join(scratch, "lib", "theme");
  copyFiles(dirname(themeClassicDir), join(scratch, "lib"), [
    "theme/CodeBlock/Content/index.js",
    "index.js",
    "prism-include-languages.js",
  ]);
  edit(join(theme, "CodeBlock", "Content", "index.js"), (source) =>
    source.replace("from 'prism-react-renderer'", "from 'shiki-renderer'"),
  );
  const problems = prismProblems(theme);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(
    /CodeBlock\/Content\/index\.js no longer contains `from 'prism-react-renderer'`: .*plugins\/deferred-prism/,
  );
});

test("the DocSearch patch guard passes on the installed modal and fires when patched code or the file moved", () => {
  expect(docSearchPatchProblems(docSearchModal)).toEqual([]);
  const moved = join(scratch, "@docsearch", "react", "dist", "esm", "DocSearchModal.js");
  copyFiles(dirname(docSearchModal), dirname(moved), ["DocSearchModal.js"]);
  const [firstPatch] = patchDocSearchModal.patches;
  edit(moved, (source) => source.replace(firstPatch.find, "/* rewritten upstream */"));
  const problems = docSearchPatchProblems(moved);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toContain(`${moved} no longer contains \`${firstPatch.find}\``);
  expect(problems[0]).toContain("plugins/search/patchDocSearchModal.cjs");

  expect(docSearchPatchProblems(join(scratch, "modal.mjs"))[0]).toMatch(/which the loader rule does not match/);
  expect(docSearchExportProblems((entry) => require.resolve(entry))).toEqual([]);
  const renamed = docSearchExportProblems((entry) => (entry.endsWith("/modal") ? moved : require.resolve(entry)));
  expect(renamed).toEqual([]);
  edit(moved, (source) => source.replace(/ as DocSearchModal\}/, " as Modal}"));
  expect(docSearchExportProblems((entry) => (entry.endsWith("/modal") ? moved : require.resolve(entry)))).toEqual([
    `${moved} no longer contains \` as DocSearchModal}\`: src/theme/SearchBar imports DocSearchModal from @docsearch/react/modal; find where DocSearch exports it now and update the SearchBar`,
  ]);
  expect(() => patchDocSearchModal(readFileSync(moved, "utf8"))).toThrow(
    /review plugins\/search\/patchDocSearchModal\.cjs/,
  );
});

test("the search index's shared-tag guard passes on the installed theme and fires when Docusaurus's tag changes", () => {
  expect(sharedTagProblems(docusaurusSearchUtils)).toEqual([]);
  const changed = join(scratch, "searchUtils.js");
  copyFiles(dirname(docusaurusSearchUtils), scratch, ["searchUtils.js"]);
  edit(changed, (source) => source.replace("DEFAULT_SEARCH_TAG = 'default'", "DEFAULT_SEARCH_TAG = 'site'"));
  expect(sharedTagProblems(changed)).toEqual([
    `${changed} no longer contains \`DEFAULT_SEARCH_TAG = 'default'\`: Docusaurus's tag of pages outside the docs changed or moved; set SHARED_TAG in src/search/indexFormat.ts to it`,
  ]);
});

test("the lean-docs-metadata guard passes after a build and fires when no version data matches its loader rule", () => {
  const generated = resolve(".docusaurus");
  test.skip(!existsSync(generated), "needs a build (npm run build) first");
  expect(versionDataProblems(generated)).toEqual([]);
  mkdirSync(join(scratch, "docusaurus-plugin-content-docs", "default"), { recursive: true });
  writeFileSync(join(scratch, "docusaurus-plugin-content-docs", "default", "version-data.json"), "{}");
  expect(versionDataProblems(scratch)[0]).toMatch(
    /no docs version data matches the loader rule .*plugins\/lean-docs-metadata/,
  );
});

test("the lean-route-registry guard passes on the installed client and fires when the browser may read module names", () => {
  expect(moduleNameReaders()).toEqual([]);
  const componentCreator = join(scratch, "ComponentCreator.js");
  cpSync(require.resolve("@docusaurus/core/lib/client/exports/ComponentCreator.js"), componentCreator);
  edit(componentCreator, (source) =>
    source.replace("modules.push(chunkRegistry[1]);", "names.push(chunkRegistry[1]);"),
  );
  const [problem, ...others] = moduleNameReaders(componentCreator);
  expect(others).toEqual([]);
  expect(problem).toMatch(
    /ComponentCreator\.js no longer contains `modules\.push\(chunkRegistry\[1\]\);`: .*plugins\/lean-route-registry/,
  );
});

test("the route registry loader drops every module name and fails on a registry of another shape", () => {
  const registry = readFileSync(resolve(".docusaurus", "registry.js"), "utf8");
  const lean = dropModuleNames(registry);
  expect(lean).not.toMatch(/\), "[^"]+", require\.resolveWeak/);
  expect(lean.split("\n").length).toBe(registry.split("\n").length);
  expect(() => dropModuleNames(registry.replace(/require\.resolveWeak/g, "require.resolve"))).toThrow(
    /0 of \d+ route registry entries have the expected shape; .*review plugins\/lean-route-registry/,
  );
});

test("a guard's problems stop the build with the owner, each problem and where the upgrade steps are", () => {
  expect(() => failOn("plugins/example", [])).not.toThrow();
  expect(() => failOn("plugins/example", ["a.js no longer exists: check b"])).toThrow(
    'plugins/example: what it relies on in the framework changed (see "Upgrading Docusaurus and DocSearch" in CONTRIBUTING.md):\n- a.js no longer exists: check b',
  );
});
