import { HIGHLIGHT_POST, HIGHLIGHT_PRE } from "./highlight";
import { toSafeHits, type RawHit } from "./safeHit";
import { SearchUnavailableError, type SearchBackend, type SearchOptions } from "./types";

export type AlgoliaSettings = {
  appId: string;
  apiKey: string;
  indexName: string;
  /** Only for tests: the base URL of a stand-in for Algolia's search API, e.g. `http://localhost:3201`. */
  searchUrl?: string;
};

const ATTRIBUTES = ["hierarchy.lvl0", "hierarchy.lvl1", "hierarchy.lvl2", "hierarchy.lvl3", "content", "type", "url"];

async function createClient({ appId, apiKey, searchUrl }: AlgoliaSettings) {
  const { liteClient } = await import("algoliasearch/lite");
  if (!searchUrl) return liteClient(appId, apiKey);
  const { host, protocol } = new URL(searchUrl);
  return liteClient(appId, apiKey, {
    hosts: [{ url: host, accept: "readWrite", protocol: protocol === "http:" ? "http" : "https" }],
  });
}

/** The hosted backend: DocSearch's Algolia index, through Algolia's lite search client (loaded on first use). */
export function createAlgoliaBackend(settings: AlgoliaSettings): SearchBackend {
  let client: ReturnType<typeof createClient> | undefined;
  return {
    async search(query: string, { facetFilters, hitsPerPage = 20, page = 0 }: SearchOptions = {}) {
      client ??= createClient(settings);
      let response;
      try {
        response = await (
          await client
        ).search<RawHit>({
          requests: [
            {
              indexName: settings.indexName,
              query,
              facetFilters,
              hitsPerPage,
              page,
              attributesToRetrieve: ATTRIBUTES,
              attributesToSnippet: ATTRIBUTES.slice(0, 5).map((attribute) => `${attribute}:15`),
              snippetEllipsisText: "…",
              // Plain-text markers: the text and its markup are escaped in safeHit.ts, markers become <mark>.
              highlightPreTag: HIGHLIGHT_PRE,
              highlightPostTag: HIGHLIGHT_POST,
            },
          ],
        });
      } catch (error) {
        throw new SearchUnavailableError(`Algolia could not be reached: ${String(error)}`);
      }
      const result = response.results[0];
      if (!("hits" in result)) throw new SearchUnavailableError("Algolia answered without hits.");
      return {
        hits: toSafeHits(result.hits),
        nbHits: result.nbHits ?? result.hits.length,
        page: result.page ?? page,
        nbPages: result.nbPages ?? 1,
        hitsPerPage,
      };
    },
  };
}
