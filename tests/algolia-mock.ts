import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { matchesFacetFilters } from "../src/search/facetFilters";
import type { FacetFilters, SearchRecord } from "../src/search/types";

/**
 * A stand-in for Algolia's search API on localhost, for the hosted-mode tests: it answers
 * `POST /1/indexes/{index}/queries` over a few records of a DocSearch index of the site, applying the
 * query (every word, the last as a prefix), facetFilters, highlight tags and pagination as Algolia does.
 */

export type AlgoliaQuery = {
  indexName: string;
  query?: string;
  facetFilters?: FacetFilters;
  hitsPerPage?: number;
  page?: number;
  highlightPreTag?: string;
  highlightPostTag?: string;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function wordsOf(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function matches(record: SearchRecord, words: string[]): boolean {
  const text = [...Object.values(record.hierarchy), record.content].join(" ").toLowerCase();
  return words.every((word, index) =>
    new RegExp(
      `(^|[^\\p{L}\\p{N}])${escapeRegExp(word)}${index === words.length - 1 ? "" : "($|[^\\p{L}\\p{N}])"}`,
      "u",
    ).test(text),
  );
}

function highlighted(text: string | null, words: string[], pre: string, post: string) {
  const value = text ?? "";
  if (!words.length) return { value, matchLevel: "none", matchedWords: [] };
  const pattern = new RegExp(`(${words.map(escapeRegExp).join("|")})`, "giu");
  const matchedWords = words.filter((word) => value.toLowerCase().includes(word));
  return {
    value: value.replace(pattern, `${pre}$1${post}`),
    matchLevel: matchedWords.length === 0 ? "none" : matchedWords.length === words.length ? "full" : "partial",
    matchedWords,
  };
}

function answer(records: readonly SearchRecord[], request: AlgoliaQuery) {
  const { query = "", hitsPerPage = 20, page = 0, highlightPreTag = "<em>", highlightPostTag = "</em>" } = request;
  const words = wordsOf(query);
  const found = records.filter((record) => matches(record, words) && matchesFacetFilters(record, request.facetFilters));
  const mark = (text: string | null) => highlighted(text, words, highlightPreTag, highlightPostTag);
  const hits = found.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((record) => {
    const markedFields = {
      hierarchy: Object.fromEntries(Object.entries(record.hierarchy).map(([level, text]) => [level, mark(text)])),
      content: mark(record.content),
    };
    return { ...record, _highlightResult: markedFields, _snippetResult: markedFields };
  });
  return {
    hits,
    nbHits: found.length,
    page,
    nbPages: Math.ceil(found.length / hitsPerPage),
    hitsPerPage,
    exhaustiveNbHits: true,
    processingTimeMS: 1,
    query,
    params: "",
    index: request.indexName,
  };
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of request) body += chunk;
  return body;
}

export type AlgoliaMock = {
  url: string;
  /** The queries received, in order. */
  queries: AlgoliaQuery[];
  /** While true, every query gets HTTP 500, as from a service that is down. */
  failing: boolean;
  close(): Promise<void>;
};

export async function startAlgoliaMock(port: number, records: readonly SearchRecord[]): Promise<AlgoliaMock> {
  const mock: AlgoliaMock = { url: "", queries: [], failing: false, close: async () => undefined };
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    // The browser calls from the site's origin.
    response.setHeader("Access-Control-Allow-Origin", "*");
    response.setHeader("Access-Control-Allow-Headers", "*");
    response.setHeader("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
    if (request.method === "OPTIONS") return response.writeHead(204).end();
    if (request.method !== "POST" || !/^\/1\/indexes\/[^/]+\/queries/.test(request.url ?? "")) {
      return response.writeHead(404).end();
    }
    const { requests } = JSON.parse(await bodyOf(request)) as { requests: AlgoliaQuery[] };
    mock.queries.push(...requests);
    if (mock.failing) return response.writeHead(500, { "Content-Type": "application/json" }).end('{"message":"down"}');
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ results: requests.map((query) => answer(records, query)) }));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  mock.url = `http://localhost:${(server.address() as AddressInfo).port}`;
  mock.close = () => new Promise((resolve) => server.close(() => resolve()));
  return mock;
}
