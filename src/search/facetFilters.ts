import type { FacetFilters, SearchRecord } from "./types";

function valueAt(record: SearchRecord, attribute: string): unknown {
  return attribute.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], record);
}

function matchesFilter(record: SearchRecord, filter: string): boolean {
  const separator = filter.indexOf(":");
  return String(valueAt(record, filter.slice(0, separator))) === filter.slice(separator + 1);
}

/** Algolia's facetFilters semantics: all entries must hold; an array entry holds when one of its filters does. */
export function matchesFacetFilters(record: SearchRecord, facetFilters: FacetFilters = []): boolean {
  return facetFilters.every((entry) =>
    Array.isArray(entry) ? entry.some((filter) => matchesFilter(record, filter)) : matchesFilter(record, entry),
  );
}
