import type { Options } from "minisearch";
import { americanSpelling } from "./spelling";
import { searchTerm, tokenizeForIndex, tokenizeQuery } from "./text";
import type { SearchRecord } from "./types";

/**
 * What a page says about itself, indexed once per page and counted for every record of the page,
 * as DocSearch's hierarchy counts the page's levels for each of its records: the section name (lvl0),
 * the page title (lvl1) and its description.
 */
export const PAGE_FIELDS = ["lvl0", "lvl1", "description"] as const;
/** What each record says: its headings and its text. */
export const RECORD_FIELDS = ["lvl2", "lvl3", "content"] as const;
export const ENGINE_FIELDS = [...PAGE_FIELDS, ...RECORD_FIELDS];

export type PageFields = { lvl0: string; lvl1: string; description: string };

/**
 * A document of the engine: a record (its heading or paragraph) or a page (its title and description).
 * Its position in the index is its id: the records first, then the pages.
 */
export type EngineDocument = { id: number; record: SearchRecord } | { id: number; page: PageFields };

/** Typo tolerance as Algolia's defaults: one typo from 4 letters, two from 8. */
function allowedTypos(term: string): number | false {
  if (term.length >= 8) return 2;
  return term.length >= 4 ? 1 : false;
}

function fieldOf(document: EngineDocument, field: string): string | undefined {
  if ("page" in document) return document.page[field as keyof PageFields];
  const { record } = document;
  if (field === "content") return record.content ?? "";
  return field === "lvl2" || field === "lvl3" ? (record.hierarchy[field] ?? "") : undefined;
}

/** MiniSearch's options, the same when the index is built (Node) and when it is queried (browser). */
export const engineOptions = {
  idField: "id",
  fields: ENGINE_FIELDS,
  // A field a document does not have (a page's text, a record's title) is left out of the field's mean length.
  extractField: (document: EngineDocument, field: string) =>
    field === "id" ? String(document.id) : fieldOf(document, field),
  tokenize: tokenizeForIndex,
  processTerm: searchTerm,
  searchOptions: {
    tokenize: tokenizeQuery,
    // The title counts most; the section name and the description, shared by every record of the page, least.
    boost: { lvl0: 0.5, lvl1: 4, description: 3, lvl2: 3, lvl3: 2.5, content: 1 },
    fuzzy: (term: string) => allowedTypos(term),
    maxFuzzy: 2,
  },
} satisfies Options<EngineDocument>;

/**
 * Every word is complete but the one being typed, as with Algolia's prefixLast: "plu" finds "plural".
 * A last word the stemmer shortened ("localisation" to "local") is a complete word form, and a stop
 * word is no search term: neither is looked up as a prefix ("local" would find every "locale...").
 */
export function lastWordIsPrefix(query: string): boolean {
  const last = tokenizeQuery(query).at(-1);
  return last !== undefined && searchTerm(last) === americanSpelling(last);
}
