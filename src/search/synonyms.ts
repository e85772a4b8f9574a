import { stem } from "./stem";

/**
 * Words that name the same thing in documentation, whatever the page chose to write: each group is
 * searched as one term (its first word), in the index and in queries alike, so "orphan messages"
 * finds "obsolete messages" and "upgrade" finds "migrating". Only words that mean the same in any
 * context belong here. The hosted index gets the same groups from deploy/docsearch/synonyms.json.
 */
export const SYNONYM_GROUPS = [
  ["obsolete", "orphan", "unused", "stale"],
  ["upgrade", "migrate"],
  ["delete", "remove", "purge"],
];

const CANONICAL = new Map(
  SYNONYM_GROUPS.flatMap((words) => words.map((word) => [stem(word), stem(words[0])] as const)),
);

/** The term that stands for a stem's synonym group, or the stem itself. */
export function canonicalTerm(term: string): string {
  return CANONICAL.get(term) ?? term;
}
