/**
 * A small English stemmer, after M. F. Porter's algorithm (1980): "translations", "translated" and
 * "translating" all become "translat", "plurals" and "pluralization" become "plural". The index and
 * the queries go through it alike, so a query finds the other forms of its words.
 *
 * Words with digits or shorter than three letters are left alone: identifiers and versions such as
 * "i18n", "v4" or "po" are not English words.
 */

/**
 * Words the rules would merge with an unrelated word ("locale" is not a form of "local", "general"
 * not one of "generate"), and their stems.
 */
const EXCEPTIONS = new Map([
  ["locale", "locale"],
  ["locales", "locale"],
  ["general", "general"],
  ["generally", "general"],
  ["generic", "generic"],
]);

/** Suffix replacements of the second and third steps, tried longest first, when the stem has m > 0. */
const STEP2: [string, string][] = [
  ["ational", "ate"],
  ["tional", "tion"],
  ["enci", "ence"],
  ["anci", "ance"],
  ["izer", "ize"],
  ["bli", "ble"],
  ["alli", "al"],
  ["entli", "ent"],
  ["eli", "e"],
  ["ousli", "ous"],
  ["ization", "ize"],
  ["ation", "ate"],
  ["alism", "al"],
  ["iveness", "ive"],
  ["fulness", "ful"],
  ["ousness", "ous"],
  ["aliti", "al"],
  ["iviti", "ive"],
  ["biliti", "ble"],
];
const STEP3: [string, string][] = [
  ["icate", "ic"],
  ["ative", ""],
  ["alize", "al"],
  ["iciti", "ic"],
  ["ical", "ic"],
  ["ful", ""],
  ["ness", ""],
];
/** Suffixes the fourth step removes when the stem has m > 1. */
const STEP4 = [
  "al",
  "ance",
  "ence",
  "er",
  "ic",
  "able",
  "ible",
  "ant",
  "ement",
  "ment",
  "ent",
  "ion",
  "ou",
  "ism",
  "ate",
  "iti",
  "ous",
  "ive",
  "ize",
];

const isConsonant = (word: string, i: number): boolean => {
  const letter = word[i];
  if ("aeiou".includes(letter)) return false;
  return letter === "y" ? i === 0 || !isConsonant(word, i - 1) : true;
};

/** Porter's m: the number of vowel-consonant sequences in the stem. */
function measure(stem: string): number {
  let m = 0;
  for (let i = 1; i < stem.length; i++) {
    if (isConsonant(stem, i) && !isConsonant(stem, i - 1)) m++;
  }
  return m;
}

const hasVowel = (stem: string) => [...stem].some((_, i) => !isConsonant(stem, i));
const endsWithDoubleConsonant = (word: string) =>
  word.length > 1 && word.at(-1) === word.at(-2) && isConsonant(word, word.length - 1);
/** consonant-vowel-consonant, the last not w, x or y ("hop", not "how"). */
const endsCvc = (word: string) => {
  const n = word.length;
  return (
    n >= 3 &&
    isConsonant(word, n - 1) &&
    !isConsonant(word, n - 2) &&
    isConsonant(word, n - 3) &&
    !"wxy".includes(word[n - 1])
  );
};

/** The first rule whose suffix ends the word, applied when the remaining stem passes `condition`. */
function replaceSuffix(word: string, rules: [string, string][], condition: (stem: string) => boolean): string {
  for (const [suffix, replacement] of rules) {
    if (word.endsWith(suffix)) {
      const stem = word.slice(0, -suffix.length);
      return condition(stem) ? stem + replacement : word;
    }
  }
  return word;
}

/** Plurals, -ed and -ing, and -y. */
function inflections(word: string): string {
  if (word.endsWith("sses") || word.endsWith("ies")) word = word.slice(0, -2);
  else if (word.endsWith("s") && !word.endsWith("ss")) word = word.slice(0, -1);

  if (word.endsWith("eed")) {
    if (measure(word.slice(0, -3)) > 0) word = word.slice(0, -1);
  } else {
    const suffix = ["ed", "ing"].find((ending) => word.endsWith(ending) && hasVowel(word.slice(0, -ending.length)));
    if (suffix) {
      word = word.slice(0, -suffix.length);
      if (["at", "bl", "iz"].some((ending) => word.endsWith(ending))) word += "e";
      else if (endsWithDoubleConsonant(word) && !"lsz".includes(word.at(-1) ?? "")) word = word.slice(0, -1);
      else if (measure(word) === 1 && endsCvc(word)) word += "e";
    }
  }
  if (word.endsWith("y") && hasVowel(word.slice(0, -1))) word = `${word.slice(0, -1)}i`;
  return word;
}

/** Derivational suffixes: -ization, -ational, -ness, -ment and the like. */
function derivations(word: string): string {
  word = replaceSuffix(word, STEP2, (stem) => measure(stem) > 0);
  word = replaceSuffix(word, STEP3, (stem) => measure(stem) > 0);
  const suffix = STEP4.filter((ending) => word.endsWith(ending)).sort((a, b) => b.length - a.length)[0];
  if (suffix) {
    const stem = word.slice(0, -suffix.length);
    const ionAllowed = suffix !== "ion" || stem.endsWith("s") || stem.endsWith("t");
    if (measure(stem) > 1 && ionAllowed) word = stem;
  }
  return word;
}

/** A final -e, and -ll to -l. */
function endings(word: string): string {
  if (word.endsWith("e")) {
    const stem = word.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !endsCvc(stem))) word = stem;
  }
  if (word.endsWith("ll") && measure(word) > 1) word = word.slice(0, -1);
  return word;
}

/** The stem of a lowercase word. */
export function stem(word: string): string {
  if (word.length < 3 || /[^a-z]/.test(word)) return word;
  return EXCEPTIONS.get(word) ?? endings(derivations(inflections(word)));
}
