import type { AlgoliaSettings } from "./algoliaBackend";

/** What the search plugin (plugins/search) tells the browser, as its global data. */
export type SearchSettings = {
  /** Algolia's settings when the site is built with them; otherwise the embedded index is used. */
  algolia?: AlgoliaSettings;
  /** Hit URLs matching this pattern leave the site; others are opened inside it. */
  externalUrlRegex?: string;
};

export const SEARCH_PLUGIN_NAME = "lingui-search";

/** The page names its embedded index (a content-hashed file) in this meta tag, filled in after the build. */
export const INDEX_URL_META = "lingui-search-index";

export const SEARCH_PAGE_PATH = "/search";
