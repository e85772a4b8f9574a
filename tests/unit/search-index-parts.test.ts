import assert from "node:assert/strict";
import { describe, test } from "node:test";
import MiniSearch from "minisearch";
import { indexPartFiles } from "../../plugins/search/indexFiles";
import { createRecordBuilder } from "../../plugins/search/recordBuilder";
import { SHARED_TAG } from "../../src/search/indexFormat";
import { createPartitionedLocalBackend } from "../../src/search/localBackend";
import type { FacetFilters, SearchRecord } from "../../src/search/types";

/** The records of a one-paragraph page with Docusaurus's search tag. */
function page(url: string, docusaurus_tag: string, paragraph: string): SearchRecord[] {
  const version = docusaurus_tag === SHARED_TAG ? null : docusaurus_tag.replace("docs-default-", "");
  const builder = createRecordBuilder(url, { language: "en", docusaurus_tag, version, description: "" }, "Docs", url);
  builder.content(paragraph);
  return builder.records;
}

const RECORDS = [
  ...page("/ref/core", "docs-default-current", "Catalogs are compiled before loading."),
  ...page("/6.x/ref/core", "docs-default-6.x", "Catalogs are compiled by the Vite plugin."),
  ...page("/blog/release", SHARED_TAG, "Catalogs got faster to compile."),
];

const filtersFor = (docsTag: string): FacetFilters => [
  "language:en",
  [`docusaurus_tag:${SHARED_TAG}`, `docusaurus_tag:${docsTag}`],
];

/** The partitioned backend over RECORDS' index, its files served from memory; `fetched` lists the paths read. */
function backend() {
  const files = indexPartFiles(RECORDS);
  const fetched: string[] = [];
  globalThis.fetch = (async (url: string | URL | Request) => {
    const path = String(url).replace("memory:/", "");
    fetched.push(path);
    const body = files.get(path);
    return new Response(body ?? null, { status: body === undefined ? 404 : 200 });
  }) as typeof fetch;
  return { files, fetched, search: createPartitionedLocalBackend("memory:/", () => Promise.resolve(MiniSearch)) };
}

const pagesOf = (result: { hits: { url: string }[] }) => result.hits.map((hit) => hit.url).sort();

describe("the embedded index split by docs version", () => {
  test("has one part per docs version, each with the shared pages", () => {
    const parts = new Set([...backend().files.keys()].map((path) => path.split("/")[0]));
    assert.deepEqual([...parts].sort(), ["docs-default-6.x", "docs-default-current"]);
  });

  test("a search reads only the part of the docs version its filters allow, and finds the shared pages too", async () => {
    const { fetched, search } = backend();
    assert.deepEqual(pagesOf(await search.search("catalogs", { facetFilters: filtersFor("docs-default-6.x") })), [
      "/6.x/ref/core",
      "/blog/release",
    ]);
    assert.ok(fetched.length > 0 && fetched.every((path) => path.startsWith("docs-default-6.x/")), String(fetched));
    assert.deepEqual(pagesOf(await search.search("catalogs", { facetFilters: filtersFor("docs-default-current") })), [
      "/blog/release",
      "/ref/core",
    ]);
  });

  test("a search can leave out the hits past the first of each section, keeping the count", async () => {
    const { search } = backend();
    const result = await search.search("catalogs", { facetFilters: filtersFor("docs-default-6.x"), hitsPerSection: 1 });
    assert.equal(result.hits.length, 1);
    assert.equal(result.nbHits, 2);
  });

  test("a search that does not name exactly one docs version is refused with the reason", async () => {
    const { search } = backend();
    await assert.rejects(search.search("catalogs", { facetFilters: ["language:en"] }), /exactly one docs tag/);
  });
});
