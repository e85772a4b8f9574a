/** How text is cut into words and words into search terms, for indexing, querying and highlighting alike. */
import { americanSpelling } from "./spelling";
import { stem } from "./stem";
import { canonicalTerm } from "./synonyms";

// Letters and digits, joined by underscores into one word: LINGUI_CONFIG is a name of its own.
const WORD = /[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)*/gu;
// Boundaries inside identifiers: "useLingui" → use|Lingui, "I18nProvider" → I18n|Provider, "NODE_ENV" → NODE|ENV.
const IDENTIFIER_BOUNDARY = /_|(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

export type Word = { text: string; start: number; end: number };

export function wordsOf(text: string): Word[] {
  return [...text.matchAll(WORD)].map((match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** Terms of a word as indexed: the whole word and, for identifiers, their camel-case or snake-case parts. */
export function indexTermsOfWord(word: string): string[] {
  const parts = word.split(IDENTIFIER_BOUNDARY);
  const whole = word.toLowerCase();
  return parts.length > 1 ? [whole, ...parts.map((part) => part.toLowerCase())] : [whole];
}

/**
 * Index tokenizer: a query for "provider" finds "I18nProvider", as Algolia's camelCaseAttributes does,
 * and "config" finds "LINGUI_CONFIG".
 */
export function tokenizeForIndex(text: string): string[] {
  return wordsOf(text).flatMap((word) => indexTermsOfWord(word.text));
}

/** Query tokenizer: whole words only, so "I18nProvider" asks for that identifier. */
export function tokenizeQuery(text: string): string[] {
  return wordsOf(text).map((word) => word.text.toLowerCase());
}

/**
 * Words too common to tell pages apart, and the words of a question ("how do I...", "do I still need...",
 * "why does my..."): left out of the index, whose largest term shards they would be, and out of queries
 * ("upgrade to version 4" looks for "upgrade", "version" and "4"). Not "not" nor "no", which error
 * messages hold, nor the plural categories ("few", "other").
 */
const STOP_WORDS = new Set(
  "a about after again all am an and any are as at be because been before being both but by can did do does doing each for from get had has have having here how i if in into is it its just me more most my need of on or our ours own same see should so some still such than that the their them then there these this those through to too very want was we were what when where which while who whom why will with would you your yours".split(
    " ",
  ),
);

/**
 * The search term of a lowercase word, in the index and in queries alike: none for a stop word, else
 * its stem in American spelling (or the term of its synonyms), so that "localisations" and
 * "localization" are one term.
 */
export function searchTerm(word: string): string | null {
  return STOP_WORDS.has(word) ? null : canonicalTerm(stem(americanSpelling(word)));
}
