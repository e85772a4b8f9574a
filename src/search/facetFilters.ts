import type { FacetFilters } from "./types";

type Attributes = Record<string, unknown>;

function matchesFilter(attributes: Attributes, filter: string): boolean {
  const separator = filter.indexOf(":");
  return String(attributes[filter.slice(0, separator)]) === filter.slice(separator + 1);
}

/** Algolia's facetFilters semantics: all entries must hold; an array entry holds when one of its filters does. */
export function matchesFacetFilters(attributes: Attributes, facetFilters: FacetFilters = []): boolean {
  return facetFilters.every((entry) =>
    Array.isArray(entry) ? entry.some((filter) => matchesFilter(attributes, filter)) : matchesFilter(attributes, entry),
  );
}
