import type { SearchResult as EngineResult } from "minisearch";

/** How the engine's documents relate: records first, then one document per page (see engine.ts). */
export type DocumentLayout = {
  recordCount: number;
  /** The page of a record. */
  pageOf(record: number): number;
  /** The record of the page's title (lvl1), which stands for the page when only its page fields match. */
  titleRecordOf(page: number): number;
  /** A record's weight by its type: a title outranks a heading, a heading a paragraph (DocSearch's `weight.level`). */
  typeBoost(record: number): number;
};

export type RankedRecord = {
  id: number;
  score: number;
  /** The index terms that matched, in the record or in its page's fields, for highlighting. */
  terms: string[];
  /** How many of the query's words the record and its page match between them... */
  words: number;
  /** ...and how many of them without a typo... */
  exactWords: number;
  /** ...and how many of them as whole words: the word being typed is not only the start of a longer one. */
  wholeWords: number;
};

/**
 * How much more a record weighs when its page's title has every word of the query, and when its page's
 * fields (title, section name, description) have them: the page is about the query. For some of the
 * words, by the square of their share.
 */
const TITLE_WEIGHT = 1;
const PAGE_WEIGHT = 0.5;

type Match = {
  score: number;
  terms: Set<string>;
  queryTerms: Set<string>;
  /** The query terms found as they are (or as the prefix being typed), not through a typo. */
  exactTerms: Set<string>;
  /** The query terms found as whole words. */
  wholeTerms: Set<string>;
  titleTerms: number;
};

function matchOf(result: EngineResult, prefixTerm: string | null): Match {
  const whole = (queryTerm: string) => result.terms.includes(queryTerm);
  const found = (queryTerm: string) =>
    whole(queryTerm) || (queryTerm === prefixTerm && result.terms.some((term) => term.startsWith(queryTerm)));
  return {
    // MiniSearch multiplies a document's score by the number of query words it matches; words are counted below.
    score: result.score / Math.max(1, result.queryTerms.length),
    terms: new Set(result.terms),
    queryTerms: new Set(result.queryTerms),
    exactTerms: new Set(result.queryTerms.filter(found)),
    wholeTerms: new Set(result.queryTerms.filter(whole)),
    titleTerms: Object.values(result.match).filter((fields) => fields.includes("lvl1")).length,
  };
}

const union = <T>(a: Set<T>, b: Set<T> | undefined) => (b ? new Set([...a, ...b]) : a);

/**
 * Records ranked as DocSearch's hierarchy is: a record matches a query word when it has the word
 * itself or its page's title, section name or description does, so "ICU syntax" finds a paragraph
 * about syntax on the page titled ICU MessageFormat. As Algolia ranks: records that match every word
 * come first (the others only when none does, as its removeWordsIfNoResults; when they all come from
 * one page, those that miss one word follow, so the reader sees more than one page), then those that
 * match more words without a typo, then those with more of them as whole words (Algolia's exact
 * criterion: "expo" is a word of its own before it is the start of "exports"), then by score: the
 * record's own plus its page's, weighted by the record's type, so a page whose title matches outranks
 * one that mentions the words, with its title record first.
 *
 * `results` are the engine's results with any word matching (combineWith OR), records and pages;
 * `prefixTerm` the query term looked up as a prefix, if any.
 */
export function rankRecords(
  results: EngineResult[],
  layout: DocumentLayout,
  queryWords: number,
  prefixTerm: string | null,
): RankedRecord[] {
  const pages = new Map<number, Match>();
  const records = new Map<number, Match>();
  for (const result of results) {
    const id = result.id as number;
    if (id >= layout.recordCount) pages.set(id - layout.recordCount, matchOf(result, prefixTerm));
    else records.set(id, matchOf(result, prefixTerm));
  }
  const empty = (): Match => ({
    score: 0,
    terms: new Set(),
    queryTerms: new Set(),
    exactTerms: new Set(),
    wholeTerms: new Set(),
    titleTerms: 0,
  });
  for (const page of pages.keys()) {
    const title = layout.titleRecordOf(page);
    if (!records.has(title)) records.set(title, empty());
  }
  const ranked = [...records].map(([id, match]): RankedRecord => {
    const page = pages.get(layout.pageOf(id));
    const titleShare = Math.min(1, (page?.titleTerms ?? 0) / queryWords) ** 2;
    const pageShare = Math.min(1, (page?.queryTerms.size ?? 0) / queryWords) ** 2;
    return {
      id,
      score:
        (match.score + (page?.score ?? 0)) *
        layout.typeBoost(id) *
        (1 + TITLE_WEIGHT * titleShare) *
        (1 + PAGE_WEIGHT * pageShare),
      terms: [...union(match.terms, page?.terms)],
      words: union(match.queryTerms, page?.queryTerms).size,
      exactWords: union(match.exactTerms, page?.exactTerms).size,
      wholeWords: union(match.wholeTerms, page?.wholeTerms).size,
    };
  });
  const complete = ranked.filter((record) => record.words >= queryWords);
  const completePages = new Set(complete.map((record) => layout.pageOf(record.id))).size;
  const fewest = completePages === 0 ? 0 : completePages > 1 ? queryWords : queryWords - 1;
  return ranked
    .filter((record) => record.words >= fewest)
    .sort(
      (a, b) => b.words - a.words || b.exactWords - a.exactWords || b.wholeWords - a.wholeWords || b.score - a.score,
    );
}
