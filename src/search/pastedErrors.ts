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
/** Words an error message uses, and a question about one uses too. */
const ERROR_WORDS =
  /(?:error|exception)\b|\b(?:warning|failed|cannot|can't|unable|invalid|unknown|missing|unexpected|deprecated|removed|mismatch|must|required|detected|undefined)\b/i;
const PATH = /[\\/][\w.@-]+[\\/]/;
const FILE_EXTENSION = /\.[a-z]{1,4}\b(?!\.)/i;
/** What pasted text has and a typed question rarely does, beyond the words of an error. */
const PASTED_SIGNS = [
  /["'`]/,
  PATH,
  FILE_EXTENSION,
  /:\d+(?::\d+)?\b|\bline \d+/, // a line number
  /\b\d+\.\d+\.\d+\b/, // a version number
  /\{\w+,/, // an ICU argument
  /^\s*[[(✖⨯×●]/,
  /(?:^|\s)--?[a-z]/i, // a command-line option
  new RegExp(COLOUR_CODES.source), // without the global flag, whose `test` would remember where it stopped
];
/** A match needs this many of the message's words in order, or all of them for a shorter message... */
const MIN_MATCHED_WORDS = 4;
/** ...and this share of its words: a pasted message may be cut short, but most of it is there... */
const MIN_MATCHED_SHARE = 0.6;
/** ...or, for a long message cut short, this many words and this share of the part that was pasted. */
const MIN_MATCHED_START = 8;
const MIN_MATCHED_START_SHARE = 0.8;
/**
 * A message of fewer words than that (`Unknown macro {tagName}`, `Missing translations:`) is also a phrase
 * of a question ("fail the build on missing translations"): it matches a query that has at most this many
 * words besides it, unless the query shows signs of being pasted. A message of one word never matches.
 */
const MAX_WORDS_BESIDE_SHORT_MESSAGE = 1;
/** A placeholder that stands for a file: a short message with one matches only a query that names a file. */
const FILE_PLACEHOLDER = /\{\w*(?:file|path|dir)\w*\}/i;

/** The words of a text that tell messages apart: search terms, stop words out. */
function significantWords(text: string): string[] {
  return wordsOf(text.replace(COLOUR_CODES, " ")).flatMap(({ text: word }) => searchTerm(word.toLowerCase()) ?? []);
}

const hasPastedSigns = (query: string) => PASTED_SIGNS.some((sign) => sign.test(query));
/** A question is typed, not pasted, whatever it quotes: "how do I … when lingui compile --strict …". */
const QUESTION = /^\s*(?:how|why|what|when|where|which|who|can|could|does|do|is|are|should|will)\b(?!')/i;

export function looksLikePastedError(query: string): boolean {
  return (
    query.length >= 20 &&
    !QUESTION.test(query) &&
    significantWords(query).length >= 3 &&
    (ERROR_WORDS.test(query) || hasPastedSigns(query))
  );
}

/**
 * The message's words found in the query in their order (the longest common subsequence), for each start
 * of the message: `[n]` is the count for its first n words.
 */
function wordsInOrder(message: readonly string[], query: readonly string[]): number[] {
  let previous = new Array<number>(query.length + 1).fill(0);
  const byStart = [0];
  for (const word of message) {
    const current = [0];
    for (let j = 0; j < query.length; j++) {
      current.push(word === query[j] ? previous[j] + 1 : Math.max(previous[j + 1], current[j]));
    }
    previous = current;
    byStart.push(previous[query.length]);
  }
  return byStart;
}

/** Whether the query holds most of a start of the message, long enough to tell it apart. */
function holdsStartOf(byStart: readonly number[]): boolean {
  return byStart.some((matched, length) => matched >= MIN_MATCHED_START && matched / length >= MIN_MATCHED_START_SHARE);
}

/** The entry whose message the query holds the most of, if it holds enough of one. */
export function matchPastedError(query: string, table: ErrorTable): ErrorEntry | null {
  const queryWords = significantWords(query);
  const pasted = hasPastedSigns(query);
  const namesFile = PATH.test(query) || FILE_EXTENSION.test(query);
  let best: { entry: ErrorEntry; matched: number; share: number } | null = null;
  for (const entry of table.entries) {
    const message = entry[3];
    const messageWords = significantWords(message.replace(PLACEHOLDER, " "));
    if (messageWords.length < 2) continue;
    const byStart = wordsInOrder(messageWords, queryWords);
    const matched = byStart[messageWords.length];
    const share = matched / messageWords.length;
    const short = messageWords.length < MIN_MATCHED_WORDS;
    const enough = short
      ? matched === messageWords.length &&
        (pasted || queryWords.length - matched <= MAX_WORDS_BESIDE_SHORT_MESSAGE) &&
        (namesFile || !FILE_PLACEHOLDER.test(message))
      : matched >= MIN_MATCHED_WORDS && (share >= MIN_MATCHED_SHARE || holdsStartOf(byStart));
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

/** The entry of a pasted error, looked up in the table of the version searched. */
async function pastedErrorHit(
  query: string,
  options: SearchOptions,
  loadTable: (part: string) => Promise<ErrorTable | null>,
): Promise<SearchHit | null> {
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

/**
 * What the ordinary search gets of a pasted error: its start, up to this many words. The rest (the reader's
 * values, stack frames, a second message) would only cost the index files of their words, and a hosted
 * search refuses a query of more than 512 bytes.
 */
const ORDINARY_QUERY_WORDS = 12;

function startOfPaste(query: string): string {
  const text = query.replace(COLOUR_CODES, " ");
  const words = wordsOf(text).filter(({ text: word }) => searchTerm(word.toLowerCase()));
  const end = words[ORDINARY_QUERY_WORDS - 1]?.end ?? text.length;
  return text.slice(0, end).replace(/\s+/g, " ").trim();
}

/** `backend`, with pasted errors answered first from the errors reference. */
export function withPastedErrors(
  backend: SearchBackend,
  loadTable: (part: string) => Promise<ErrorTable | null>,
): SearchBackend {
  return {
    async search(query, options = {}) {
      const pasted = looksLikePastedError(query);
      const [result, hit] = await Promise.all([
        backend.search(pasted ? startOfPaste(query) : query, options),
        // The entry comes first on the first page of hits only. The errors reference only ever adds a hit:
        // whatever goes wrong there, the ordinary hits stand.
        pasted && (options.page ?? 0) === 0 ? pastedErrorHit(query, options, loadTable).catch(() => null) : null,
      ]);
      return withEntryFirst(result, hit);
    },
  };
}
