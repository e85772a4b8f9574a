import type { DocSearchTransformClient } from "@docsearch/react";
import type { FacetFilters, SearchBackend } from "./types";

type SearchRequest = { query?: string; indexName: string; facetFilters?: unknown; hitsPerPage?: number; page?: number };

/** Hit counts by query, so the modal's "See all {count} results" shows the count of the query as typed. */
export type HitCounts = Map<string, number>;

/**
 * A search client for DocSearch's modal (its `transformSearchClient`) that answers from our backend,
 * whichever it is. It also records each query's hit count: the 4.7.0 modal adds the counts of
 * successive keystrokes together in its own `context.nbHits`.
 */
export function createDocSearchClient(
  backend: SearchBackend,
  hitCounts: HitCounts,
  base: DocSearchTransformClient,
  hitsPerSection: number,
): DocSearchTransformClient {
  const search = async ({ requests }: { requests: SearchRequest[] }) => ({
    results: await Promise.all(
      requests.map(async ({ query = "", indexName, facetFilters, hitsPerPage, page }) => {
        const result = await backend.search(query, {
          facetFilters: facetFilters as FacetFilters | undefined,
          hitsPerPage,
          page,
          hitsPerSection,
        });
        hitCounts.set(query, result.nbHits);
        return { ...result, index: indexName, query, params: "", processingTimeMS: 0, exhaustiveNbHits: true };
      }),
    ),
  });
  // The modal only calls `search({ requests })`; the client's other members stay the original's.
  return { ...base, search: search as unknown as DocSearchTransformClient["search"] };
}
