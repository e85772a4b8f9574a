import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { encodeIndex } from "../../src/search/indexFormat";
import { INDEX_URL_META, SEARCH_PLUGIN_NAME, type SearchSettings } from "../../src/search/settings";
import type { SearchRecord } from "../../src/search/types";
import { devIndexRecords } from "./devIndex";
import { recordsFromHtml } from "./htmlRecords";

export type SearchPluginOptions = SearchSettings;

const DEV_INDEX_FILE = "search-index.json";
// Written into every page at build time, replaced by the index's content hash once the pages exist.
const HASH_PLACEHOLDER = "__SEARCH_INDEX_HASH__";

async function htmlFiles(outDir: string): Promise<string[]> {
  const entries = await readdir(outDir, { recursive: true });
  return entries.filter((entry) => entry.endsWith(".html")).map((entry) => join(outDir, entry));
}

function serialize(records: SearchRecord[]): string {
  return JSON.stringify(encodeIndex(records));
}

/**
 * Site search. With Algolia settings, the browser queries Algolia (and the page gets a preconnect hint);
 * without them, this plugin builds an embedded index from the rendered docs and blog posts, which the
 * browser fetches on the first search. See src/search for the client side.
 */
export default function searchPlugin(context: LoadContext, options: SearchPluginOptions): Plugin {
  const isDev = process.env.NODE_ENV === "development";
  const hosted = Boolean(options.algolia);
  const devIndexDir = join(context.generatedFilesDir, SEARCH_PLUGIN_NAME, "static");
  const indexPath = isDev ? `/${DEV_INDEX_FILE}` : `/search-index.${HASH_PLACEHOLDER}.json`;

  return {
    name: SEARCH_PLUGIN_NAME,

    contentLoaded({ actions }) {
      actions.setGlobalData(options satisfies SearchSettings);
    },

    async allContentLoaded({ allContent }) {
      if (!isDev || hosted) return;
      await mkdir(devIndexDir, { recursive: true });
      await writeFile(join(devIndexDir, DEV_INDEX_FILE), serialize(await devIndexRecords(allContent, context.siteDir)));
    },

    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/,
              use: [{ loader: join(__dirname, "keepDocSearchErrorStatus.cjs") }],
            },
          ],
        },
        ...(isDev && !hosted && { devServer: { static: [{ directory: devIndexDir, publicPath: "/" }] } }),
      };
    },

    injectHtmlTags() {
      if (!options.algolia) {
        return { headTags: [{ tagName: "meta", attributes: { name: INDEX_URL_META, content: indexPath } }] };
      }
      const { appId, searchUrl } = options.algolia;
      const origin = searchUrl ? new URL(searchUrl).origin : `https://${appId}-dsn.algolia.net`;
      // Lets the browser open the connection to Algolia before the first query.
      return {
        headTags: [{ tagName: "link", attributes: { rel: "preconnect", href: origin, crossorigin: "anonymous" } }],
      };
    },

    async postBuild({ outDir }) {
      if (hosted) return;
      const files = await htmlFiles(outDir);
      const pages = await Promise.all(files.map((file) => readFile(file, "utf8")));
      const index = serialize(pages.flatMap(recordsFromHtml));
      const hash = createHash("sha256").update(index).digest("hex").slice(0, 10);
      await writeFile(join(outDir, `search-index.${hash}.json`), index);
      await Promise.all(
        files.map(
          (file, i) =>
            pages[i].includes(HASH_PLACEHOLDER) && writeFile(file, pages[i].replaceAll(HASH_PLACEHOLDER, hash)),
        ),
      );
    },
  };
}
