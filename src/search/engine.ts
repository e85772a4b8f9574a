import type { Options } from "minisearch";
import { tokenizeForIndex, tokenizeQuery } from "./text";
import type { SearchRecord } from "./types";

/** The indexed fields, as DocSearch's: the hierarchy levels and the paragraph text. */
export const ENGINE_FIELDS = ["lvl0", "lvl1", "lvl2", "lvl3", "content"] as const;

/** A record as the engine indexes it: its position in the index is its id. */
export type EngineDocument = { id: number; record: SearchRecord };

/**
 * Words too common to tell pages apart: left out of the index, whose largest term shards they would be,
 * and out of queries ("upgrade to version 4" looks for "upgrade", "version" and "4").
 */
const STOP_WORDS = new Set(
  "a an and are as at be but by can do for from has have if in into is it its of on or so than that the then there these this to was we were what when which will with you your".split(
    " ",
  ),
);

/** Typo tolerance as Algolia's defaults: one typo from 4 letters, two from 8. */
function allowedTypos(term: string): number | false {
  if (term.length >= 8) return 2;
  return term.length >= 4 ? 1 : false;
}

/** MiniSearch's options, the same when the index is built (Node) and when it is queried (browser). */
export const engineOptions = {
  idField: "id",
  fields: [...ENGINE_FIELDS],
  extractField: (document: EngineDocument, field: string) => {
    if (field === "id") return String(document.id);
    const { record } = document;
    return (field === "content" ? record.content : record.hierarchy[field as keyof SearchRecord["hierarchy"]]) ?? "";
  },
  tokenize: tokenizeForIndex,
  processTerm: (term: string) => (STOP_WORDS.has(term) ? null : term),
  searchOptions: {
    tokenize: tokenizeQuery,
    boost: { lvl0: 0.5, lvl1: 4, lvl2: 3, lvl3: 2.5, content: 1 },
    // Every word is complete but the one being typed, as with Algolia's prefixLast.
    prefix: (_term: string, index: number, terms: string[]) => index === terms.length - 1,
    fuzzy: (term: string) => allowedTypos(term),
    maxFuzzy: 2,
  },
} satisfies Options<EngineDocument>;
