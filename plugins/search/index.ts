import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { failOn, sourceProblems } from "../framework-guards/check";
import { patches } from "./patchDocSearchModal.cjs";
import { INDEX_URL_META, SEARCH_PLUGIN_NAME, type SearchSettings } from "../../src/search/settings";
import { devIndexRecords } from "./devIndex";
import { recordsFromHtml } from "./htmlRecords";
import { rewritePage } from "../rewritePage";
import { indexPartFiles } from "./indexFiles";
import { SHARED_TAG } from "../../src/search/indexFormat";
import { ERROR_TABLE_FILE } from "../../src/search/pastedErrors";
import { errorTablesFromHtml } from "./errorTables";

export type SearchPluginOptions = SearchSettings;

const INDEX_DIR = "search-index";
// Written into every page at build time, replaced by the index's content hash once the pages exist.
const HASH_PLACEHOLDER = "__SEARCH_INDEX_HASH__";

async function htmlFiles(outDir: string): Promise<string[]> {
  const entries = await readdir(outDir, { recursive: true });
  return entries.filter((entry) => entry.endsWith(".html")).map((entry) => join(outDir, entry));
}

function contentHash(files: Map<string, string>): string {
  const hash = createHash("sha256");
  for (const [name, json] of files) hash.update(name).update(json);
  return hash.digest("hex").slice(0, 10);
}

async function writeIndex(dir: string, files: Map<string, string>): Promise<void> {
  await Promise.all(
    [...files].map(async ([name, json]) => {
      const path = join(dir, name);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, json);
    }),
  );
}

/**
 * Site search. With Algolia settings, the browser queries Algolia (and the page gets a preconnect hint);
 * without them, this plugin builds an embedded index from the rendered docs and blog posts, which the
 * browser fetches on the first search. Either way it writes each docs version's table of error messages,
 * which a pasted error is matched against. See src/search for the client side.
 */
/** The file of DocSearch's modal bundle, which patchDocSearchModal.cjs patches. */
const docSearchModalFile = /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/;

export default function searchPlugin(context: LoadContext, pluginOptions: unknown): Plugin {
  // docusaurus.config.ts checks the options against SearchPluginOptions with `satisfies`.
  const options = pluginOptions as SearchPluginOptions;
  const isDev = process.env.NODE_ENV === "development";
  const hosted = Boolean(options.algolia);
  // The dev server serves the index from here; a build writes it into the site, under a content hash.
  const devStaticDir = join(context.generatedFilesDir, SEARCH_PLUGIN_NAME, "static");
  const indexUrl = `/${INDEX_DIR}/${isDev ? "dev" : HASH_PLACEHOLDER}/`;

  failOn("plugins/search", [
    ...docSearchPatchProblems(require.resolve("@docsearch/react/modal")),
    ...docSearchExportProblems((entry) => require.resolve(entry)),
    ...sharedTagProblems(docusaurusSearchUtils),
  ]);
  return {
    name: SEARCH_PLUGIN_NAME,

    contentLoaded({ actions }) {
      actions.setGlobalData(options satisfies SearchSettings);
    },

    async allContentLoaded({ allContent }) {
      if (!isDev || hosted) return;
      const records = await devIndexRecords(allContent, context.siteDir);
      await writeIndex(join(devStaticDir, INDEX_DIR, "dev"), indexPartFiles(records));
    },

    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: docSearchModalFile,
              use: [{ loader: join(__dirname, "patchDocSearchModal.cjs") }],
            },
          ],
        },
        ...(isDev && !hosted && { devServer: { static: [{ directory: devStaticDir, publicPath: "/" }] } }),
      };
    },

    injectHtmlTags() {
      // The embedded index, or with Algolia only the tables of pasted errors (src/search/pastedErrors.ts).
      const indexMeta = { tagName: "meta", attributes: { name: INDEX_URL_META, content: indexUrl } };
      if (!options.algolia) return { headTags: [indexMeta] };
      const { appId, searchUrl } = options.algolia;
      const origin = searchUrl ? new URL(searchUrl).origin : `https://${appId}-dsn.algolia.net`;
      // Lets the browser open the connection to Algolia before the first query.
      return {
        headTags: [
          indexMeta,
          { tagName: "link", attributes: { rel: "preconnect", href: origin, crossorigin: "anonymous" } },
        ],
      };
    },

    async postBuild({ outDir }) {
      const htmlPaths = await htmlFiles(outDir);
      const pages = await Promise.all(htmlPaths.map((path) => readFile(path, "utf8")));
      const files = hosted ? new Map<string, string>() : indexPartFiles(pages.flatMap(recordsFromHtml));
      for (const [tag, table] of errorTablesFromHtml(pages))
        files.set(`${tag}/${ERROR_TABLE_FILE}`, JSON.stringify(table));
      const hash = contentHash(files);
      await writeIndex(join(outDir, INDEX_DIR, hash), files);
      await Promise.all(
        htmlPaths
          .filter((_, i) => pages[i].includes(HASH_PLACEHOLDER))
          .map((path) => rewritePage(path, (html) => html.replaceAll(HASH_PLACEHOLDER, hash))),
      );
    },
  };
}

/**
 * The modal bundle must still be the file the loader rule matches, holding the code each patch rewrites
 * (the loader checks the code again when it runs, but a rule that matches no file would never run).
 */
export function docSearchPatchProblems(modalFile: string): string[] {
  const advice =
    "the DocSearch modal changed; check whether each patch in plugins/search/patchDocSearchModal.cjs is still needed, then update or remove it (and the loader rule in plugins/search/index.ts)";
  if (!docSearchModalFile.test(modalFile)) {
    return [`@docsearch/react/modal is now ${modalFile}, which the loader rule does not match: ${advice}`];
  }
  return sourceProblems(
    modalFile,
    patches.map(({ find }) => find),
    advice,
  );
}

/** Where Docusaurus defines its search tags. */
export const docusaurusSearchUtils = join(
  dirname(require.resolve("@docusaurus/theme-common/internal")),
  "utils/searchUtils.js",
);

/** The index's parts (src/search/indexFormat.ts) share the pages Docusaurus tags with DEFAULT_SEARCH_TAG. */
export function sharedTagProblems(searchUtilsFile: string): string[] {
  return sourceProblems(
    searchUtilsFile,
    [`DEFAULT_SEARCH_TAG = '${SHARED_TAG}'`],
    "Docusaurus's tag of pages outside the docs changed or moved; set SHARED_TAG in src/search/indexFormat.ts to it",
  );
}

/** What src/theme/SearchBar imports from DocSearch's entry points; a missing name would only be a warning. */
const docSearchImports = {
  "@docsearch/react/button": "DocSearchButton",
  "@docsearch/react/modal": "DocSearchModal",
};

export function docSearchExportProblems(resolveEntry: (entry: string) => string): string[] {
  return Object.entries(docSearchImports).flatMap(([entry, name]) =>
    sourceProblems(
      resolveEntry(entry),
      [` as ${name}}`],
      `src/theme/SearchBar imports ${name} from ${entry}; find where DocSearch exports it now and update the SearchBar`,
    ),
  );
}
