import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { JudgedQuery, Relevance } from "./measure";

/**
 * The judged query sets: public, ours to tune against, ours held out, eight written without seeing
 * the search, each measured before and after one change (unseen, fresh) or only after it (fresh-2 on),
 * and two of pasted error messages, one per docs version, also written without seeing the search.
 */
const QUERY_SETS = [
  { name: "public", file: "../shared/data/search-queries.json" },
  { name: "ours", file: "scripts/bench-search/queries.json" },
  { name: "held-out", file: "scripts/bench-search/queries-heldout.json" },
  { name: "unseen", file: "scripts/bench-search/queries-unseen.json" },
  { name: "fresh", file: "scripts/bench-search/queries-fresh.json" },
  { name: "fresh-2", file: "scripts/bench-search/queries-fresh-2.json" },
  { name: "fresh-3", file: "scripts/bench-search/queries-fresh-3.json" },
  { name: "fresh-4", file: "scripts/bench-search/queries-fresh-4.json" },
  { name: "fresh-5", file: "scripts/bench-search/queries-fresh-5.json" },
  { name: "fresh-6", file: "scripts/bench-search/queries-fresh-6.json" },
  { name: "fresh-7", file: "scripts/bench-search/queries-fresh-7.json" },
  // Pasted error messages of each version, searched from a page of that version (its errors reference).
  { name: "pasted 4.x", file: "scripts/bench-search/queries-pasted-4x.json", pastedErrors: true },
  {
    name: "pasted 6.x",
    file: "scripts/bench-search/queries-pasted-6x.json",
    from: "/6.x/introduction",
    pastedErrors: true,
  },
];
/**
 * `from`: the page the modal is opened on for the set's relevance, whose docs version is searched;
 * `pastedErrors`: the set's queries are pasted error messages, whose download is measured apart.
 */
export type QuerySet = { name: string; queries: JudgedQuery[]; from?: string; pastedErrors?: boolean };

export async function readQuerySets(): Promise<QuerySet[]> {
  return Promise.all(
    QUERY_SETS.map(async ({ file, ...set }) => {
      const { queries } = JSON.parse(await readFile(resolve(file), "utf8")) as { queries: JudgedQuery[] };
      return { ...set, queries };
    }),
  );
}

const percent = (share: number) => `${(share * 100).toFixed(0)}%`;

/** One set's figures, its queries whose page is not in the top 3, and those whose judged pages the site lacks. */
export function printRelevance(name: string, size: number, score: Relevance, missing: JudgedQuery[] = []) {
  console.log(
    `  relevance, ${name} (${size} queries): top-1 ${percent(score.top1)}, top-3 ${percent(score.top3)}, MRR ${score.mrr.toFixed(2)}`,
  );
  if (score.errorsEntryFirst) {
    console.log(`    the errors reference first, the judged page second: ${score.errorsEntryFirst}`);
  }
  if (score.misses.length) {
    console.log(
      `    not in the top 3: ${score.misses.map(({ q, rank }) => `"${q}" (${rank ?? "absent"})`).join(", ")}`,
    );
  }
  if (missing.length) {
    console.log(
      `    judged pages not on the site: ${missing.map(({ q, pages }) => `"${q}" → ${pages.join(" ")}`).join(", ")}`,
    );
  }
}
