import { useEffect, useState } from "react";
import { getSearchBackend, useSearchSettings } from "./useSearch";
import type { FacetFilters, SearchHit } from "./types";

export type SearchResultsState =
  | { status: "idle" }
  | { status: "loading"; query: string }
  | { status: "error"; query: string }
  | { status: "done"; query: string; hits: SearchHit[]; nbHits: number; hasMore: boolean };

const HITS_PER_PAGE = 20;

/** Hits for a query, with the given filters (language, docs version), a page at a time. */
export function useSearchResults(query: string, pages: number, facetFilters: FacetFilters): SearchResultsState {
  const settings = useSearchSettings();
  // The filters are a new array at each render: the effect depends on their value.
  const filtersKey = JSON.stringify(facetFilters);
  const [state, setState] = useState<SearchResultsState>({ status: "idle" });

  useEffect(() => {
    if (!query.trim()) {
      setState({ status: "idle" });
      return;
    }
    let current = true;
    setState((previous) =>
      previous.status === "done" && previous.query === query ? previous : { status: "loading", query },
    );
    const backend = getSearchBackend(settings);
    const filters = JSON.parse(filtersKey) as typeof facetFilters;
    Promise.all(
      Array.from({ length: pages }, (_, page) =>
        backend.search(query, { facetFilters: filters, hitsPerPage: HITS_PER_PAGE, page }),
      ),
    ).then(
      (results) => {
        if (!current) return;
        const last = results[results.length - 1];
        setState({
          status: "done",
          query,
          hits: results.flatMap((result) => result.hits),
          nbHits: last.nbHits,
          hasMore: last.page + 1 < last.nbPages,
        });
      },
      () => current && setState({ status: "error", query }),
    );
    return () => {
      current = false;
    };
  }, [query, pages, settings, filtersKey]);

  return state;
}
