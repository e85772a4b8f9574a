import { usePluginData } from "@docusaurus/useGlobalData";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import { useDocsContextualSearchTags } from "@docusaurus/plugin-content-docs/client";
import { DEFAULT_SEARCH_TAG } from "@docusaurus/theme-common/internal";
import { createAlgoliaBackend } from "./algoliaBackend";
import { createLocalBackend } from "./localBackend";
import { INDEX_URL_META, SEARCH_PLUGIN_NAME, type SearchSettings } from "./settings";
import type { FacetFilters, SearchBackend } from "./types";

export function useSearchSettings(): SearchSettings {
  return usePluginData(SEARCH_PLUGIN_NAME) as SearchSettings;
}

// One backend per page load, shared by the modal and the search page, so the index is fetched once.
let backend: SearchBackend | undefined;

function indexUrl(): string {
  const url = document.querySelector(`meta[name="${INDEX_URL_META}"]`)?.getAttribute("content");
  if (!url) throw new Error(`The page has no <meta name="${INDEX_URL_META}">: is plugins/search installed?`);
  return url;
}

/** The search backend of this build: Algolia when it was configured, else the embedded index. Browser only. */
export function getSearchBackend(settings: SearchSettings): SearchBackend {
  backend ??= settings.algolia ? createAlgoliaBackend(settings.algolia) : createLocalBackend(indexUrl());
  return backend;
}

/**
 * Contextual search, as Docusaurus does it with DocSearch: hits in the page's language, from
 * pages tagged `default` (blog posts...) or with the docs version the reader is on.
 */
export function useContextualFacetFilters(): FacetFilters {
  const { currentLocale } = useDocusaurusContext().i18n;
  const tags = [DEFAULT_SEARCH_TAG, ...useDocsContextualSearchTags()];
  return [`language:${currentLocale}`, tags.map((tag) => `docusaurus_tag:${tag}`)];
}
