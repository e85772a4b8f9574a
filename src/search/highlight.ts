import { indexTermsOfWord, searchTerm, wordsOf } from "./text";

/**
 * Backends mark highlighted words with these plain-text markers, never with HTML, so that markup in
 * indexed text or in a query stays text: `safeHit.ts` escapes the text, then turns markers into `<mark>`.
 * (Algolia is asked for them through highlightPreTag/highlightPostTag.)
 */
export const HIGHLIGHT_PRE = "__lingui-search-mark__";
export const HIGHLIGHT_POST = "__/lingui-search-mark__";

export type MatchLevel = "none" | "partial" | "full";

export type MarkedText = { value: string; matchLevel: MatchLevel; matchedWords: string[] };

const ELLIPSIS = "…";

/** Whether a word of the text is one of the search terms that matched (terms are stems: "plurals" matches "plural"). */
function isMatch(word: string, matchedTerms: ReadonlySet<string>): boolean {
  return indexTermsOfWord(word).some((term) => matchedTerms.has(searchTerm(term) ?? term));
}

function markWords(text: string, matchedTerms: ReadonlySet<string>, from = 0, to = text.length): MarkedText {
  let value = "";
  let cursor = from;
  const matchedWords: string[] = [];
  for (const word of wordsOf(text.slice(from, to))) {
    if (!isMatch(word.text, matchedTerms)) continue;
    value += `${text.slice(cursor, from + word.start)}${HIGHLIGHT_PRE}${word.text}${HIGHLIGHT_POST}`;
    cursor = from + word.end;
    matchedWords.push(word.text.toLowerCase());
  }
  value += text.slice(cursor, to);
  const distinct = [...new Set(matchedWords)];
  const matchLevel: MatchLevel =
    distinct.length === 0 ? "none" : distinct.length >= matchedTerms.size ? "full" : "partial";
  return { value, matchLevel, matchedWords: distinct };
}

/** The whole text, with the words that matched the query marked. */
export function highlight(text: string, matchedTerms: ReadonlySet<string>): MarkedText {
  return markWords(text, matchedTerms);
}

/** A window of about `wordCount` words around the first matched word, marked, with ellipses where cut. */
export function snippet(text: string, matchedTerms: ReadonlySet<string>, wordCount: number): MarkedText {
  const words = wordsOf(text);
  if (words.length <= wordCount) return markWords(text, matchedTerms);
  const firstMatch = Math.max(
    0,
    words.findIndex((word) => isMatch(word.text, matchedTerms)),
  );
  const first = Math.max(0, Math.min(firstMatch - Math.floor(wordCount / 3), words.length - wordCount));
  const last = first + wordCount - 1;
  const from = first === 0 ? 0 : words[first].start;
  const to = last === words.length - 1 ? text.length : words[last].end;
  const marked = markWords(text, matchedTerms, from, to);
  return {
    ...marked,
    value: `${from > 0 ? ELLIPSIS : ""}${marked.value}${to < text.length ? ELLIPSIS : ""}`,
  };
}
