import MiniSearch from "minisearch";
import { ENGINE_FIELDS, engineOptions, type EngineDocument } from "../../src/search/engine";
import { isDeepStrictEqual } from "node:util";
import {
  SHARED_TAG,
  baseFile,
  chunkFile,
  fieldLengths,
  shardFile,
  type IndexBase,
  type IndexChunk,
  type IndexShard,
} from "../../src/search/indexFormat";
import type { SearchRecord } from "../../src/search/types";

/** A shard larger than this (JSON bytes) is split by one more letter of its terms... */
const SHARD_SPLIT_BYTES = 8_000;
/** ...up to this many. */
const MAX_SHARD_PREFIX = 4;
/** A chunk holds sections until its text passes this many characters. */
const CHUNK_TEXT_CHARS = 1_000;

type Section = {
  page: number;
  level: number;
  anchor: string | null;
  lvl2: string | null;
  lvl3: string | null;
  paragraphs: string[];
};

const LEVEL = { lvl1: 1, lvl2: 2, lvl3: 3 } as const;

/** The id of `key` in `ids`, adding it with `create` (which returns its new id) when missing. */
function idOf(ids: Map<string, number>, key: string, create: () => number): number {
  const id = ids.get(key) ?? create();
  ids.set(key, id);
  return id;
}

type Page = { url: string; lvl0: string; lvl1: string; description: string; facet: number };

/** Pages and sections of the records, in their order: a heading record opens a section, paragraphs follow. */
function group(records: readonly SearchRecord[]) {
  const facets: IndexBase["facets"] = [];
  const pages: Page[] = [];
  const sections: Section[] = [];
  const facetIds = new Map<string, number>();
  const pageIds = new Map<string, number>();
  for (const record of records) {
    const [pageUrl, anchor = null] = record.url.split("#", 2);
    const recordFacets: IndexBase["facets"][number] = [record.language, record.docusaurus_tag, record.version];
    const facet = idOf(facetIds, JSON.stringify(recordFacets), () => facets.push(recordFacets) - 1);
    const { lvl0, lvl1 } = record.hierarchy;
    const description = record.description ?? "";
    const page = idOf(pageIds, pageUrl, () => pages.push({ url: pageUrl, lvl0, lvl1, description, facet }) - 1);
    if (record.type === "content") {
      sections.at(-1)?.paragraphs.push(record.content ?? "");
    } else {
      const { lvl2, lvl3 } = record.hierarchy;
      sections.push({ page, level: LEVEL[record.type], anchor, lvl2, lvl3, paragraphs: [] });
    }
  }
  return { facets, pages, sections };
}

/**
 * The engine's documents: the records again, numbered in section order (the ids the engine and base.json
 * use), then the pages; and the section of each record.
 */
function engineDocuments(sections: Section[], pages: Page[], facets: IndexBase["facets"]) {
  const documents: EngineDocument[] = [];
  const recordSections: number[] = [];
  for (const [sectionId, section] of sections.entries()) {
    const { url, lvl0, lvl1, facet } = pages[section.page];
    const [language, docusaurus_tag, version] = facets[facet];
    const hierarchy = { lvl0, lvl1, lvl2: section.lvl2, lvl3: section.lvl3, lvl4: null, lvl5: null, lvl6: null };
    const base = {
      url: section.anchor ? `${url}#${section.anchor}` : url,
      hierarchy,
      language,
      docusaurus_tag,
      version,
    };
    const type = (["lvl1", "lvl2", "lvl3"] as const)[section.level - 1];
    for (const content of [null, ...section.paragraphs]) {
      const id = documents.length;
      documents.push({
        id,
        record: { ...base, objectID: String(id), type: content === null ? type : "content", content },
      });
      recordSections.push(sectionId);
    }
  }
  for (const { lvl0, lvl1, description } of pages)
    documents.push({ id: documents.length, page: { lvl0, lvl1, description } });
  return { documents, recordSections };
}

/**
 * Postings grouped by the first letter of their terms; a group larger than SHARD_SPLIT_BYTES is
 * split by the next letter, down to MAX_SHARD_PREFIX letters.
 */
function shardPostings(postings: IndexShard, prefixLength = 1, shards = new Map<string, IndexShard>()) {
  const groups = new Map<string, IndexShard>();
  for (const entry of postings) {
    const prefix = entry[0].slice(0, prefixLength);
    groups.set(prefix, [...(groups.get(prefix) ?? []), entry]);
  }
  for (const [prefix, entries] of groups) {
    const small = JSON.stringify(entries).length <= SHARD_SPLIT_BYTES;
    if (small || prefixLength >= MAX_SHARD_PREFIX || entries.every(([term]) => term.length <= prefixLength)) {
      shards.set(prefix, entries);
    } else {
      shardPostings(entries, prefixLength + 1, shards);
    }
  }
  return shards;
}

function chunkSections(sections: Section[]): number[] {
  const starts: number[] = [];
  let size = Infinity;
  sections.forEach((section, index) => {
    if (size >= CHUNK_TEXT_CHARS) {
      starts.push(index);
      size = 0;
    }
    size += [section.lvl2, section.lvl3, ...section.paragraphs].join("").length;
  });
  return starts;
}

/** The files of the embedded index (file name → JSON), from the site's search records. */
export function indexFiles(records: readonly SearchRecord[]): Map<string, string> {
  const { facets, pages, sections } = group(records);
  const { documents, recordSections } = engineDocuments(sections, pages, facets);
  const engine = new MiniSearch<EngineDocument>(engineOptions);
  engine.addAll(documents);
  const { index, fieldLength, documentCount, nextId, fieldIds, averageFieldLength, dirtCount, serializationVersion } =
    engine.toJSON();
  const shards = shardPostings(index as IndexShard);
  const chunks = chunkSections(sections);

  // By field id (ENGINE_FIELDS); a field the document does not have counts 0.
  const lengths = documents.map(({ id }) => ENGINE_FIELDS.map((_, field) => fieldLength[id][field] ?? 0));
  const field = (name: (typeof ENGINE_FIELDS)[number]) => fieldIds[name];
  const recordCount = recordSections.length;
  const firstRecords = sections.map((_, section) => recordSections.indexOf(section));
  const base: IndexBase = {
    engine: { documentCount, nextId, fieldIds, averageFieldLength, dirtCount, serializationVersion },
    shards: [...shards.keys()],
    facets,
    pages: pages.map(({ url, lvl0, lvl1, facet }, page) => {
      const length = lengths[recordCount + page];
      return [url, lvl0, lvl1, facet, length[field("lvl0")], length[field("lvl1")], length[field("description")]];
    }),
    sections: sections.map((section, id) => {
      const length = lengths[firstRecords[id]];
      return [section.page, section.level, length[field("lvl2")], length[field("lvl3")]];
    }),
    records: recordSections,
    contentLengths: lengths.slice(0, recordCount).map((length) => length[field("content")]),
    chunks,
  };
  if (!isDeepStrictEqual(fieldLengths(base), lengths)) {
    throw new Error("search index: the records of a section should share its heading lengths");
  }
  const files = new Map([[baseFile, JSON.stringify(base)]]);
  [...shards.values()].forEach((entries, shard) => files.set(shardFile(shard), JSON.stringify(entries)));
  chunks.forEach((first, chunk) => {
    const content: IndexChunk = sections
      .slice(first, chunks[chunk + 1] ?? sections.length)
      .map((section) => [section.anchor, section.lvl2, section.lvl3, section.paragraphs]);
    files.set(chunkFile(chunk), JSON.stringify(content));
  });
  return files;
}

/**
 * The files of every part of the index (see SHARED_TAG), by path: `<docs tag>/<file name>` → JSON.
 * The shared pages are indexed in each part.
 */
export function indexPartFiles(records: readonly SearchRecord[]): Map<string, string> {
  const docsTags = new Set(records.map((record) => record.docusaurus_tag).filter((tag) => tag !== SHARED_TAG));
  if (docsTags.size === 0) throw new Error("search index: no docs page has search records");
  const files = new Map<string, string>();
  for (const tag of docsTags) {
    const part = records.filter((record) => record.docusaurus_tag === tag || record.docusaurus_tag === SHARED_TAG);
    for (const [name, json] of indexFiles(part)) files.set(`${tag}/${name}`, json);
  }
  return files;
}
