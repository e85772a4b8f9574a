/**
 * British spellings to American ones, word by word, so that "localisation" finds "localization"
 * and "behavior" finds "behaviour": the index and the queries are both written in American spelling.
 */

/** Words ending in -ise (and their forms) that are spelt so in American English too. */
const ISE_WORDS = new Set(
  "advertise advise arise bruise chastise comprise cruise compromise concise demise despise devise disguise enterprise excise exercise expertise franchise guise improvise incise merchandise noise otherwise paradise poise praise precise premise promise raise revise rise supervise surmise surprise televise treatise wise".split(
    " ",
  ),
);

/** Stems of -our words spelt -or in American English: colour, behaviour, favour... */
const OUR_STEMS = new Set(
  "armo behavio colo endeavo favo flavo harbo hono humo labo neighbo odo rumo savo splendo tumo vapo vigo".split(" "),
);

/** -re words spelt -er in American English. */
const RE_WORDS = new Map(
  ["centre", "fibre", "litre", "metre", "theatre", "calibre", "sombre", "spectre"].map((word) => [
    word,
    `${word.slice(0, -2)}er`,
  ]),
);

/** Verbs whose final l British English doubles before -ed, -ing and -er: cancelled, labelled, modelled. */
const SINGLE_L_VERBS = new Set(
  "cancel channel counsel dial equal fuel funnel label level marshal model panel pedal signal travel tunnel".split(" "),
);

/** Single words. */
const WORDS = new Map([
  ["licence", "license"],
  ["licences", "licenses"],
  ["defence", "defense"],
  ["offence", "offense"],
  ["programme", "program"],
  ["programmes", "programs"],
  ["judgement", "judgment"],
  ["acknowledgement", "acknowledgment"],
  ["ageing", "aging"],
  ["grey", "gray"],
  ["enrol", "enroll"],
  ["fulfil", "fulfill"],
  ["whilst", "while"],
]);

/** -ise, -ised, -ises, -ising, -iser(s), -isation(s) to their -iz- spelling, unless the -ise word is American too. */
function iseToIze(word: string): string {
  const match = /^(.{2,})is(e|ed|es|ing|er|ers|able|ation|ations)$/.exec(word);
  if (!match) return word;
  const [, stem, ending] = match;
  // otherwise, likewise; advise, devise; enterprise, surprise, sunrise
  if (ISE_WORDS.has(`${stem}ise`) || /(?:w|[^aeiou]r|(?:ex|ad|de)v)$/.test(stem)) return word;
  return `${stem}iz${ending}`;
}

/** analyse, catalyse, paralyse to -yze. */
const yseToYze = (word: string) => word.replace(/^(.{3,})ys(e|ed|es|ing)$/, "$1yz$2");

/** colour → color, behaviours → behaviors, favourite → favorite. */
function ourToOr(word: string): string {
  const match = /^(.+o)ur(.*)$/.exec(word);
  return match && OUR_STEMS.has(match[1]) ? `${match[1]}r${match[2]}` : word;
}

/** catalogue → catalog, dialogues → dialogs, catalogued → cataloged. */
const ogueToOg = (word: string) =>
  word.replace(
    /^(.{2,}log)u(e|es|ed|ing)$/,
    (_, stem: string, ending: string) => stem + ending.replace(/^e(s?)$/, "$1"),
  );

/** cancelled → canceled, labelling → labeling. */
function doubleL(word: string): string {
  const match = /^(.+l)l(ed|ing|er|ers)$/.exec(word);
  return match && SINGLE_L_VERBS.has(match[1]) ? `${match[1]}${match[2]}` : word;
}

/** The American spelling of a lowercase word (the word itself when it has no British variant). */
export function americanSpelling(word: string): string {
  const exact = WORDS.get(word) ?? RE_WORDS.get(word) ?? RE_WORDS.get(word.slice(0, -1))?.concat("s");
  if (exact) return exact;
  return doubleL(ogueToOg(ourToOr(yseToYze(iseToIze(word)))));
}
