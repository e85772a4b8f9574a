import type { DocSearchHit } from "@docsearch/react";

/** The levels of DocSearch's hierarchy: lvl0 is the section (sidebar category), lvl1 the page title, lvl2/lvl3 its headings. */
export type Hierarchy = DocSearchHit["hierarchy"];

/** One search record in DocSearch's record model: a heading, or a paragraph under its headings. */
export type SearchRecord = {
  objectID: string;
  /** Path (embedded index) or absolute URL (hosted index), with the heading anchor. */
  url: string;
  type: "lvl1" | "lvl2" | "lvl3" | "content";
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  /** `docs-default-current` for docs, `default` for blog posts: what Docusaurus tags its pages with. */
  docusaurus_tag: string;
  version: string | null;
  /**
   * The page's description (its meta description), on every record of the page as the crawler puts it:
   * searched, not shown, so hits leave it out (as Algolia's `attributesToRetrieve` does).
   */
  description?: string;
};

/**
 * Algolia-style facet filters: every entry must match; an entry that is an array matches when any
 * of its filters does. Example: `["language:en", ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"]]`.
 */
export type FacetFilters = (string | string[])[];

export type SearchOptions = {
  facetFilters?: FacetFilters;
  hitsPerPage?: number;
  /** Zero-based page of hits. */
  page?: number;
  /**
   * At most this many hits of one section (lvl0) in the page: the modal shows no more of a section
   * (DocSearch's `maxResultsPerGroup`), so the embedded backend leaves the others out and does not
   * fetch their text. The count of hits is unchanged.
   */
  hitsPerSection?: number;
};

/**
 * A hit in DocSearch's shape. Its strings are HTML: text is escaped, and highlight and snippet
 * values contain no markup but `<mark>` (see `safeHit.ts`), so the modal may render them as it does.
 */
export type SearchHit = DocSearchHit;

export type SearchResult = {
  hits: SearchHit[];
  /** Number of hits for the query, on all pages. */
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
};

/** What the search UI (modal and page) asks of a search service. */
export interface SearchBackend {
  search(query: string, options?: SearchOptions): Promise<SearchResult>;
}

/** Thrown when the index or the search service cannot be reached. */
export class SearchUnavailableError extends Error {
  // DocSearch's modal shows its "Unable to fetch results" screen only for this error name,
  // the one the Algolia client gives when no host answers.
  override name = "RetryError";
}
