/**
 * The embedded index as files, so that a search fetches only what it needs (see plugins/search/indexFiles.ts):
 *
 * - `base.json`: the engine's numbers and, per record, its section and text length; per section, its page,
 *   heading level and heading lengths; per page, its URL, section name (lvl0), title (lvl1), facets and the
 *   lengths of its page fields (the engine indexes each page as a document of its own, after the records).
 * - `shard-N.json`: the engine's postings for the terms starting with `shards[N]`; a query loads the shards
 *   of its words only.
 * - `chunk-N.json`: the text of a run of sections (headings and paragraphs), loaded for the hits shown.
 */
import type { FacetFilters } from "./types";

/**
 * The index is split in parts, one per docs version, so that a search fetches only its version's postings:
 * a part holds the pages tagged with that version's `docusaurus_tag` and the pages every version shares
 * (blog posts), and lives in a folder named after the tag.
 */
export const SHARED_TAG = "default";
const TAG_FILTER = "docusaurus_tag:";

/** The part a search reads: the one docs tag its facet filters allow besides the shared one. */
export function indexPartOf(facetFilters: FacetFilters = []): string {
  const tags = facetFilters
    .flat()
    .filter((filter) => filter.startsWith(TAG_FILTER))
    .map((filter) => filter.slice(TAG_FILTER.length))
    .filter((tag) => tag !== SHARED_TAG);
  if (new Set(tags).size !== 1) {
    throw new Error(
      `The embedded search index has one part per docs version: a search must allow exactly one docs tag (got ${JSON.stringify(facetFilters)})`,
    );
  }
  return tags[0];
}

/** [language, docusaurus_tag, version] */
export type Facets = [string, string, string | null];

export type IndexBase = {
  /**
   * MiniSearch's serialized state without its term index and field lengths: the records of a section
   * share its headings, so the lengths are stored once per section (`sections`) and once per record
   * for the text (`contentLengths`); a page's fields once per page (`pages`).
   */
  engine: {
    documentCount: number;
    nextId: number;
    fieldIds: Record<string, number>;
    averageFieldLength: number[];
    dirtCount?: number;
    serializationVersion: number;
  };
  /** Term prefix of each shard. */
  shards: string[];
  facets: Facets[];
  /** [url, lvl0, lvl1, facets, then the term counts of lvl0, lvl1 and the description] */
  pages: [string, string, string, number, number, number, number][];
  /** [page, heading level: 1 (the page title), 2 or 3, then the term counts of lvl2 and lvl3] */
  sections: [number, number, number, number][];
  /** The section of each record. A section's first record is its heading, the next ones its paragraphs. */
  records: number[];
  /** Term count of each record's text (0 for a heading). */
  contentLengths: number[];
  /** The first section of each chunk. */
  chunks: number[];
};

/** MiniSearch's serialized postings: [term, {fieldId: {recordId: frequency}}]. */
export type IndexShard = [string, Record<string, Record<string, number>>][];

/** Per section of the chunk: [anchor, lvl2, lvl3, paragraphs]. */
export type IndexChunk = [string | null, string | null, string | null, string[]][];

export const baseFile = "base.json";

/**
 * MiniSearch's field lengths of each document, records then pages, by field id (lvl0, lvl1, description,
 * lvl2, lvl3, content: see ENGINE_FIELDS), from the base. A document has no length for the other kind's fields.
 */
export function fieldLengths(base: IndexBase): number[][] {
  const records = base.records.map((section, id) => [
    0,
    0,
    0,
    ...base.sections[section].slice(2),
    base.contentLengths[id],
  ]);
  const pages = base.pages.map((page) => [...page.slice(4), 0, 0, 0] as number[]);
  return [...records, ...pages];
}
export const shardFile = (shard: number) => `shard-${shard}.json`;
export const chunkFile = (chunk: number) => `chunk-${chunk}.json`;

/** A word this long loads every shard of the terms it begins; a shorter one only the shards it falls in. */
const PREFIX_EXPANSION_MIN_LENGTH = 3;

/**
 * The shards a query word needs: the shard its own letters fall in, and for a word of three letters
 * or more, the shards of the longer terms it begins (prefix search). Typos in the letters that name
 * a shard are not found.
 */
export function shardsForWord(word: string, shards: readonly string[]): number[] {
  return shards.flatMap((prefix, shard) =>
    word.startsWith(prefix) || (word.length >= PREFIX_EXPANSION_MIN_LENGTH && prefix.startsWith(word)) ? [shard] : [],
  );
}
