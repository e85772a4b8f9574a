import { usePluginData } from "@docusaurus/useGlobalData";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import { getDocsVersionSearchTag, useDocsContextualSearchTags } from "@docusaurus/plugin-content-docs/client";
import { DEFAULT_SEARCH_TAG } from "@docusaurus/theme-common/internal";
import { DEFAULT_PLUGIN_ID } from "@docusaurus/constants";
import { INDEX_URL_META, SEARCH_PLUGIN_NAME, type SearchSettings } from "./settings";
import { SearchUnavailableError, type FacetFilters, type SearchBackend } from "./types";

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

function importBackend({ algolia }: SearchSettings): Promise<SearchBackend> {
  const backendModule = algolia
    ? import("./algoliaBackend").then((module) => module.createAlgoliaBackend(algolia))
    : import("./localBackend").then((module) => module.createPartitionedLocalBackend(indexUrl()));
  const withErrors = Promise.all([backendModule, import("./pastedErrors")]).then(([backend, pastedErrors]) =>
    pastedErrors.withPastedErrors(backend, pastedErrors.errorTableLoader(indexUrl())),
  );
  return withErrors.catch((error: unknown) => {
    throw new SearchUnavailableError(`The search code could not be loaded: ${String(error)}`);
  });
}

/**
 * The search backend of this build: Algolia when it was configured, else the embedded index.
 * Its code loads on the first search, so pages do not carry it. Browser only.
 */
export function getSearchBackend(settings: SearchSettings): SearchBackend {
  let loading: Promise<SearchBackend> | undefined;
  backend ??= {
    search(query, options) {
      loading ??= importBackend(settings).catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return loading.then((loaded) => loaded.search(query, options));
    },
  };
  return backend;
}

/**
 * Contextual search, as Docusaurus does it with DocSearch: hits in the page's language, from
 * pages tagged `default` (blog posts...) or with the docs version the reader is on.
 */
export function useContextualFacetFilters(): FacetFilters {
  return useFacetFilters(useDocsContextualSearchTags());
}

/**
 * The same for a docs version the reader chose (the /search page): the docs at `/` make every
 * path, /search included, a page of the 4.x version for Docusaurus's contextual tags.
 */
export function useDocsVersionFacetFilters(versionName: string): FacetFilters {
  return useFacetFilters([getDocsVersionSearchTag(DEFAULT_PLUGIN_ID, versionName)]);
}

function useFacetFilters(docsTags: string[]): FacetFilters {
  const { currentLocale } = useDocusaurusContext().i18n;
  const tags = [DEFAULT_SEARCH_TAG, ...docsTags];
  return [`language:${currentLocale}`, tags.map((tag) => `docusaurus_tag:${tag}`)];
}
