import type MiniSearch from "minisearch";
import type { SearchResult as MiniSearchResult } from "minisearch";
import { matchesFacetFilters } from "./facetFilters";
import { highlight, snippet, type MarkedText } from "./highlight";
import { decodeIndex, type EncodedIndex } from "./indexFormat";
import { toSafeHits, type RawHit } from "./safeHit";
import { tokenizeForIndex, tokenizeQuery } from "./text";
import {
  SearchUnavailableError,
  type SearchBackend,
  type SearchOptions,
  type SearchRecord,
  type SearchResult,
} from "./types";

const FIELDS = ["lvl0", "lvl1", "lvl2", "lvl3", "content"] as const;
/** Words around the match in a snippet, as the DocSearch modal asks of Algolia. */
const SNIPPET_WORDS = 15;
/** A page title outranks a heading, a heading outranks a paragraph, as DocSearch's `weight.level` does. */
const TYPE_BOOST: Record<SearchRecord["type"], number> = { lvl1: 1.5, lvl2: 1.3, lvl3: 1.2, content: 1 };

type Engine = { miniSearch: MiniSearch<SearchRecord>; records: SearchRecord[] };

function fieldOf(record: SearchRecord, field: string): string {
  if (field === "objectID") return record.objectID;
  return (field === "content" ? record.content : record.hierarchy[field as keyof SearchRecord["hierarchy"]]) ?? "";
}

/** Typo tolerance as Algolia's defaults: one typo from 4 letters, two from 8. */
function allowedTypos(term: string): number | false {
  if (term.length >= 8) return 2;
  return term.length >= 4 ? 1 : false;
}

async function loadEngine(indexUrl: string): Promise<Engine> {
  const [{ default: MiniSearchEngine }, response] = await Promise.all([import("minisearch"), fetch(indexUrl)]);
  if (!response.ok) throw new Error(`${indexUrl} answered ${response.status}`);
  const records = decodeIndex((await response.json()) as EncodedIndex);
  const miniSearch = new MiniSearchEngine<SearchRecord>({
    idField: "objectID",
    fields: [...FIELDS],
    extractField: fieldOf,
    tokenize: tokenizeForIndex,
    searchOptions: {
      tokenize: tokenizeQuery,
      boost: { lvl0: 0.5, lvl1: 4, lvl2: 3, lvl3: 2.5, content: 1 },
      // Every word is complete but the one being typed, as with Algolia's prefixLast.
      prefix: (_term, index, terms) => index === terms.length - 1,
      fuzzy: (term) => allowedTypos(term),
      maxFuzzy: 2,
      boostDocument: (id) => TYPE_BOOST[records[Number(id)].type],
    },
  });
  miniSearch.addAll(records);
  return { miniSearch, records };
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

/** Best hit per URL, as DocSearch's index does with `distinct` on the url attribute. */
function distinctByUrl(results: MiniSearchResult[], records: readonly SearchRecord[]): MiniSearchResult[] {
  const seen = new Set<string>();
  return results.filter((result) => {
    const url = records[Number(result.id)].url;
    if (seen.has(url)) return false;
    seen.add(url);
    return true;
  });
}

/** The embedded backend: the index built with the site, fetched on the first search, queried with MiniSearch. */
export function createLocalBackend(indexUrl: string): SearchBackend {
  let engine: Promise<Engine> | undefined;
  const loadOnce = () => {
    engine ??= loadEngine(indexUrl).catch((error: unknown) => {
      engine = undefined; // the next search tries again
      throw new SearchUnavailableError(`The search index could not be loaded: ${String(error)}`);
    });
    return engine;
  };

  return {
    async search(query: string, { facetFilters, hitsPerPage = 20, page = 0 }: SearchOptions = {}) {
      const { miniSearch, records } = await loadOnce();
      const filter = (result: MiniSearchResult) => matchesFacetFilters(records[Number(result.id)], facetFilters);
      // All words must match; when no record has them all, any word may (Algolia's removeWordsIfNoResults).
      let results = miniSearch.search(query, { combineWith: "AND", filter });
      if (results.length === 0) results = miniSearch.search(query, { combineWith: "OR", filter });
      const distinct = distinctByUrl(results, records);
      const pageResults = distinct.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
      return {
        hits: toSafeHits(pageResults.map((result) => toRawHit(records[Number(result.id)], new Set(result.terms)))),
        nbHits: distinct.length,
        page,
        nbPages: Math.ceil(distinct.length / hitsPerPage),
        hitsPerPage,
      } satisfies SearchResult;
    },
  };
}
