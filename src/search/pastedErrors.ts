/**
 * A pasted error message finds its entry in the errors reference of the version searched (`/ref/errors`):
 * the reader's own values (paths, locales, IDs, line numbers) stand where the message has placeholders,
 * and bundler prefixes, stack frames and terminal colour codes surround it. The messages of each version
 * are a small table built with the site (plugins/search/errorTables.ts), fetched only for a query that
 * looks like a pasted error; its best match comes first, the ordinary hits follow.
 */
import { indexPartOf } from "./indexFormat";
import { toSafeHit } from "./safeHit";
import { searchTerm, wordsOf } from "./text";
import type { SearchBackend, SearchHit, SearchOptions, SearchResult } from "./types";

/** [anchor, lvl2 (the package), lvl3 (the entry's title), message with `{name}` placeholders] */
export type ErrorEntry = [string, string, string, string];

/** The errors reference of one docs version, as plugins/search writes it next to the index. */
export type ErrorTable = { url: string; lvl0: string; lvl1: string; entries: ErrorEntry[] };

/** The file of a docs version's table, in the folder of its index part. */
export const ERROR_TABLE_FILE = "errors.json";

/** Terminal colour codes, with or without their escape character (a copy from some terminals drops it). */
// eslint-disable-next-line no-control-regex -- the escape character is what a colour code starts with
const COLOUR_CODES = /\u001b?\[\d{1,3}(?:;\d{1,3})*m/g;
const PLACEHOLDER = /\{[A-Za-z_]\w*\}/g;
/** What a pasted error has and a question rarely does. */
const PASTED_SIGNS = [
  /\b(?:error|warning|exception|failed|cannot|can't|unable|invalid|unknown|missing|unexpected|deprecated|removed)\b/i,
  /["'`]/,
  /[\\/][\w.@-]+[\\/]/, // a path
  /:\d+(?::\d+)?\b/, // a line number
  /^\s*[[(✖⨯×]/,
  new RegExp(COLOUR_CODES.source), // without the global flag, whose `test` would remember where it stopped
];
/** A match needs this many of the message's words in order, or all of them for a shorter message... */
const MIN_MATCHED_WORDS = 4;
/** ...and this share of its words: a pasted message may be cut short, but most of it is there. */
const MIN_MATCHED_SHARE = 0.6;

/** The words of a text that tell messages apart: search terms, stop words out. */
function significantWords(text: string): string[] {
  return wordsOf(text.replace(COLOUR_CODES, " ")).flatMap(({ text: word }) => searchTerm(word.toLowerCase()) ?? []);
}

export function looksLikePastedError(query: string): boolean {
  return query.length >= 20 && significantWords(query).length >= 3 && PASTED_SIGNS.some((sign) => sign.test(query));
}

/** Length of the longest common subsequence: the message's words found in the query in their order. */
function wordsInOrder(message: readonly string[], query: readonly string[]): number {
  let previous = new Array<number>(query.length + 1).fill(0);
  for (const word of message) {
    const current = [0];
    for (let j = 0; j < query.length; j++) {
      current.push(word === query[j] ? previous[j] + 1 : Math.max(previous[j + 1], current[j]));
    }
    previous = current;
  }
  return previous[query.length];
}

/** The entry whose message the query holds the most of, if it holds enough of one. */
export function matchPastedError(query: string, table: ErrorTable): ErrorEntry | null {
  const queryWords = significantWords(query);
  let best: { entry: ErrorEntry; matched: number; share: number } | null = null;
  for (const entry of table.entries) {
    const messageWords = significantWords(entry[3].replace(PLACEHOLDER, " "));
    if (messageWords.length === 0) continue;
    const matched = wordsInOrder(messageWords, queryWords);
    const share = matched / messageWords.length;
    const enough = matched >= Math.min(MIN_MATCHED_WORDS, messageWords.length) && share >= MIN_MATCHED_SHARE;
    if (enough && (!best || matched > best.matched || (matched === best.matched && share > best.share))) {
      best = { entry, matched, share };
    }
  }
  return best?.entry ?? null;
}

function entryHit(table: ErrorTable, [anchor, lvl2, lvl3]: ErrorEntry): SearchHit | null {
  return toSafeHit({
    objectID: `errors#${anchor}`,
    url: `${table.url}#${anchor}`,
    type: "lvl3",
    hierarchy: { lvl0: table.lvl0, lvl1: table.lvl1, lvl2, lvl3 },
    content: null,
  });
}

/** The tables by index part, each fetched once; a version without one (or a failed fetch) matches nothing. */
export function errorTableLoader(indexUrl: string): (part: string) => Promise<ErrorTable | null> {
  const tables = new Map<string, Promise<ErrorTable | null>>();
  return (part) => {
    let table = tables.get(part);
    if (!table) {
      table = fetch(`${indexUrl}${part}/${ERROR_TABLE_FILE}`)
        .then((response) => (response.ok ? (response.json() as Promise<ErrorTable>) : null))
        .catch(() => null);
      tables.set(part, table);
    }
    return table;
  };
}

async function pastedErrorHit(
  query: string,
  options: SearchOptions,
  loadTable: (part: string) => Promise<ErrorTable | null>,
): Promise<SearchHit | null> {
  if ((options.page ?? 0) > 0 || !looksLikePastedError(query)) return null;
  const table = await loadTable(indexPartOf(options.facetFilters));
  const entry = table && matchPastedError(query, table);
  return entry ? entryHit(table, entry) : null;
}

/** The matching errors entry first, then the backend's hits without the errors page's others. */
function withEntryFirst(result: SearchResult, hit: SearchHit | null): SearchResult {
  if (!hit) return result;
  const others = result.hits.filter((other) => other.url_without_anchor !== hit.url_without_anchor);
  return {
    ...result,
    hits: [hit, ...others].slice(0, result.hitsPerPage),
    nbHits: result.nbHits + (others.length === result.hits.length ? 1 : 0),
  };
}

/** `backend`, with pasted errors answered first from the errors reference. */
export function withPastedErrors(
  backend: SearchBackend,
  loadTable: (part: string) => Promise<ErrorTable | null>,
): SearchBackend {
  return {
    async search(query, options = {}) {
      const [result, hit] = await Promise.all([
        backend.search(query, options),
        // The errors reference only ever adds a hit: whatever goes wrong there, the ordinary hits stand.
        pastedErrorHit(query, options, loadTable).catch(() => null),
      ]);
      return withEntryFirst(result, hit);
    },
  };
}
