import type MiniSearch from "minisearch";
import type { SearchResult as EngineResult } from "minisearch";
import { engineOptions, lastWordIsPrefix, type EngineDocument } from "./engine";
import { matchesFacetFilters } from "./facetFilters";
import { highlight, snippet, type MarkedText } from "./highlight";
import {
  baseFile,
  chunkFile,
  fieldLengths,
  indexPartOf,
  shardFile,
  shardsForWord,
  type IndexBase,
  type IndexChunk,
  type IndexShard,
} from "./indexFormat";
import { rankRecords, type RankedRecord } from "./ranking";
import { toSafeHits, type RawHit } from "./safeHit";
import { searchTerm, tokenizeQuery } from "./text";
import { SearchUnavailableError, type SearchBackend, type SearchOptions, type SearchRecord } from "./types";

/** Words around the match in a snippet, as the DocSearch modal asks of Algolia. */
const SNIPPET_WORDS = 15;
/** A page title outranks a heading, a heading outranks a paragraph, as DocSearch's `weight.level` does. */
const TYPE_BOOST: Record<SearchRecord["type"], number> = { lvl1: 1.5, lvl2: 1.3, lvl3: 1.2, content: 1 };
const HEADING_TYPES = ["lvl1", "lvl2", "lvl3"] as const;

/** The distinct search terms of a query, as the engine looks them up (stop words out, words stemmed). */
function queryTerms(query: string): string[] {
  return [...new Set(tokenizeQuery(query).flatMap((word) => searchTerm(word) ?? []))];
}

/** base.json with the lookups a search needs. */
function indexView(base: IndexBase) {
  const recordCount = base.records.length;
  const sectionFirstRecord: number[] = [];
  base.records.forEach((section, id) => (sectionFirstRecord[section] ??= id));
  const sectionChunk: number[] = [];
  base.chunks.forEach((first, chunk) => {
    for (let section = first; section < (base.chunks[chunk + 1] ?? base.sections.length); section++) {
      sectionChunk[section] = chunk;
    }
  });
  const typeOf = (id: number): SearchRecord["type"] => {
    const section = base.records[id];
    return sectionFirstRecord[section] === id ? HEADING_TYPES[base.sections[section][1] - 1] : "content";
  };
  /** The page of an engine document: a record's page, or the page a page document stands for. */
  const pageIdOf = (id: number) => (id >= recordCount ? id - recordCount : base.sections[base.records[id]][0]);
  const pageOf = (id: number) => base.pages[pageIdOf(id)];
  const facetsOf = (id: number) => {
    const [language, docusaurus_tag, version] = base.facets[pageOf(id)[3]];
    return { language, docusaurus_tag, version };
  };
  const pageTitleRecord: number[] = [];
  base.sections.forEach(([page, level], section) => {
    if (level === 1) pageTitleRecord[page] ??= sectionFirstRecord[section];
  });
  const lengths = fieldLengths(base);
  /** What MiniSearch's loadJS reads by numeric key (which arrays have): the same for every shard set. */
  const engineLengths = {
    fieldLength: lengths as unknown as Record<string, number[]>,
    documentIds: lengths.map((_, id) => id) as unknown as Record<string, number>,
  };
  const layout = {
    recordCount,
    pageOf: pageIdOf,
    titleRecordOf: (page: number) => pageTitleRecord[page],
    typeBoost: (id: number) => TYPE_BOOST[typeOf(id)],
  };
  return { base, sectionFirstRecord, sectionChunk, typeOf, pageOf, facetsOf, layout, engineLengths };
}
type IndexView = ReturnType<typeof indexView>;

/** Loads each file once; a failed load is forgotten, so the next search tries again. */
function fileCache(baseUrl: string) {
  const files = new Map<string, Promise<unknown>>();
  return <T>(file: string): Promise<T> => {
    let loading = files.get(file);
    if (!loading) {
      loading = fetch(`${baseUrl}${file}`)
        .then((response) => {
          if (!response.ok) throw new Error(`answered ${response.status}`);
          return response.json();
        })
        .catch((error: unknown) => {
          files.delete(file);
          throw new SearchUnavailableError(
            `The search index file ${baseUrl}${file} could not be loaded: ${String(error)}`,
          );
        });
      files.set(file, loading);
    }
    return loading as Promise<T>;
  };
}

function importEngine(): Promise<typeof MiniSearch> {
  return import("minisearch").then(
    (module) => module.default,
    (error: unknown) => {
      throw new SearchUnavailableError(`The search engine could not be loaded: ${String(error)}`);
    },
  );
}

function toRawHit(record: SearchRecord, matchedTerms: ReadonlySet<string>): RawHit {
  const marked = (mark: (text: string, terms: ReadonlySet<string>) => MarkedText) => ({
    hierarchy: Object.fromEntries(
      Object.entries(record.hierarchy).map(([level, text]) => [level, mark(text ?? "", matchedTerms)]),
    ),
    content: mark(record.content ?? "", matchedTerms),
  });
  return {
    ...record,
    _highlightResult: marked(highlight),
    _snippetResult: marked((text, terms) => snippet(text, terms, SNIPPET_WORDS)),
  };
}

/**
 * Best hit per page, as DocSearch's index does with `distinct` on `url_without_anchor`
 * (deploy/docsearch/crawler.config.js): a page's other sections would push the next pages out of the
 * modal's first screen, and the page's own table of contents leads to them.
 */
function distinctByPage(results: RankedRecord[], view: IndexView): RankedRecord[] {
  const seen = new Set<number>();
  return results.filter((result) => {
    const page = view.layout.pageOf(result.id);
    if (seen.has(page)) return false;
    seen.add(page);
    return true;
  });
}

/** The results without those past the first `limit` of their section (lvl0); all of them without a limit. */
function atMostPerSection(results: RankedRecord[], view: IndexView, limit = Infinity): RankedRecord[] {
  const counts = new Map<string, number>();
  return results.filter((result) => {
    const section = view.pageOf(result.id)[1];
    const count = (counts.get(section) ?? 0) + 1;
    counts.set(section, count);
    return count <= limit;
  });
}

/**
 * The embedded backend: the index built with the site (plugins/search), queried with MiniSearch.
 * A search fetches the index's base, the term shards of its words and the text of the hits it shows.
 * `loadEngine` loads MiniSearch: in the browser, on the first search.
 */
export function createLocalBackend(indexBaseUrl: string, loadEngine = importEngine): SearchBackend {
  const load = fileCache(indexBaseUrl);
  const loadedShards = new Set<number>();
  let view: Promise<IndexView> | undefined;
  let engine: { shards: string; miniSearch: MiniSearch<EngineDocument> } | undefined;

  function loadView(): Promise<IndexView> {
    if (!view) {
      view = load<IndexBase>(baseFile).then(indexView);
      view.catch(() => (view = undefined));
    }
    return view;
  }

  /** The engine over every shard loaded so far, once the shards of the query's words are in. */
  async function engineFor(terms: string[]) {
    const [MiniSearchEngine, index] = await Promise.all([loadEngine(), loadView()]);
    const needed = terms.flatMap((term) => shardsForWord(term, index.base.shards));
    await Promise.all(needed.map((shard) => load<IndexShard>(shardFile(shard))));
    needed.forEach((shard) => loadedShards.add(shard));
    const shards = [...loadedShards].sort((a, b) => a - b);
    if (engine?.shards !== shards.join()) {
      const postings = await Promise.all(shards.map((shard) => load<IndexShard>(shardFile(shard))));
      const miniSearch = MiniSearchEngine.loadJS(
        {
          ...index.base.engine,
          ...index.engineLengths,
          storedFields: {},
          index: postings.flat(),
        },
        engineOptions,
      );
      engine = { shards: shards.join(), miniSearch };
    }
    return { index, miniSearch: engine.miniSearch };
  }

  async function recordOf(index: IndexView, id: number): Promise<SearchRecord> {
    const section = index.base.records[id];
    const chunk = await load<IndexChunk>(chunkFile(index.sectionChunk[section]));
    const [anchor, lvl2, lvl3, paragraphs] = chunk[section - index.base.chunks[index.sectionChunk[section]]];
    const [url, lvl0, lvl1] = index.pageOf(id);
    const type = index.typeOf(id);
    return {
      objectID: String(id),
      url: anchor ? `${url}#${anchor}` : url,
      type,
      hierarchy: { lvl0, lvl1, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null },
      content: type === "content" ? paragraphs[id - index.sectionFirstRecord[section] - 1] : null,
      ...index.facetsOf(id),
    };
  }

  return {
    async search(query: string, { facetFilters, hitsPerPage = 20, page = 0, hitsPerSection }: SearchOptions = {}) {
      const terms = queryTerms(query);
      const { index, miniSearch } = await engineFor(terms);
      const prefixLast = lastWordIsPrefix(query);
      const results = miniSearch.search(query, {
        filter: (result: EngineResult) => matchesFacetFilters(index.facetsOf(result.id as number), facetFilters),
        combineWith: "OR",
        prefix: (_term: string, position: number, terms: string[]) => position === terms.length - 1 && prefixLast,
      });
      const ranked = rankRecords(results, index.layout, terms.length, prefixLast ? (terms.at(-1) ?? null) : null);
      const distinct = distinctByPage(ranked, index);
      const shown = atMostPerSection(
        distinct.slice(page * hitsPerPage, (page + 1) * hitsPerPage),
        index,
        hitsPerSection,
      );
      const records = await Promise.all(shown.map((result) => recordOf(index, result.id)));
      return {
        hits: toSafeHits(records.map((record, i) => toRawHit(record, new Set(shown[i].terms)))),
        nbHits: distinct.length,
        page,
        nbPages: Math.ceil(distinct.length / hitsPerPage),
        hitsPerPage,
      };
    },
  };
}

/**
 * The embedded backend over an index split by docs version (`indexUrl` holds a folder per part): each
 * search reads the part its facet filters name, loaded on its first search.
 */
export function createPartitionedLocalBackend(indexUrl: string, loadEngine = importEngine): SearchBackend {
  const parts = new Map<string, SearchBackend>();
  return {
    async search(query, options = {}) {
      const part = indexPartOf(options.facetFilters);
      const backend = parts.get(part) ?? createLocalBackend(`${indexUrl}${part}/`, loadEngine);
      parts.set(part, backend);
      return backend.search(query, options);
    },
  };
}
