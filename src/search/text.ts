/** How text is cut into words, for indexing, querying and highlighting alike. */

const WORD = /[\p{L}\p{N}]+/gu;
// Boundaries inside identifiers: "useLingui" → use|Lingui, "I18nProvider" → I18n|Provider.
const CAMEL_BOUNDARY = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

export type Word = { text: string; start: number; end: number };

export function wordsOf(text: string): Word[] {
  return [...text.matchAll(WORD)].map((match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** Terms of a word as indexed: the whole word and, for identifiers, their camel-case parts. */
export function indexTermsOfWord(word: string): string[] {
  const parts = word.split(CAMEL_BOUNDARY);
  const whole = word.toLowerCase();
  return parts.length > 1 ? [whole, ...parts.map((part) => part.toLowerCase())] : [whole];
}

/** Index tokenizer: a query for "provider" finds "I18nProvider", as Algolia's camelCaseAttributes does. */
export function tokenizeForIndex(text: string): string[] {
  return wordsOf(text).flatMap((word) => indexTermsOfWord(word.text));
}

/** Query tokenizer: whole words only, so "I18nProvider" asks for that identifier. */
export function tokenizeQuery(text: string): string[] {
  return wordsOf(text).map((word) => word.text.toLowerCase());
}
