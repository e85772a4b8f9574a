import assert from "node:assert/strict";
import { before, describe, test } from "node:test";
import MiniSearch from "minisearch";
import { indexFiles } from "../../plugins/search/indexFiles";
import { createRecordBuilder } from "../../plugins/search/recordBuilder";
import { createLocalBackend } from "../../src/search/localBackend";
import type { SearchRecord } from "../../src/search/types";

type Page = { url: string; title: string; description?: string; sections: [string, string[]][] };

/** The records of a page: its title, then each h2 with its paragraphs. */
function records({ url, title, description = "", sections }: Page): SearchRecord[] {
  const fields = { language: "en", docusaurus_tag: "default", version: null, description };
  const builder = createRecordBuilder(url, fields, "Docs", title);
  for (const [heading, paragraphs] of sections) {
    builder.heading("lvl2", heading, heading.toLowerCase().replace(/\W+/g, "-"));
    paragraphs.forEach((paragraph) => builder.content(paragraph));
  }
  return builder.records;
}

const PAGES: Page[] = [
  {
    url: "/ref/message-format",
    title: "ICU MessageFormat",
    description: "The message syntax Lingui parses.",
    sections: [["Escaping", ["An apostrophe writes braces literally."]]],
  },
  {
    url: "/misc/resources",
    title: "Resources",
    sections: [["Further reading", ["The ICU project documents its syntax in detail, and CLDR its plural rules."]]],
  },
  {
    url: "/guides/plurals",
    title: "Plurals",
    sections: [["Categories", ["Each locale has its own forms."]]],
  },
  {
    url: "/ref/cli",
    title: "CLI",
    sections: [
      ["Options", ["The plural forms of a catalog are kept.", "Delete obsolete messages with the clean flag."]],
      ["Translating", ["Translators fill in the catalogs."]],
    ],
  },
  {
    url: "/guides/testing",
    title: "Testing",
    sections: [["Snapshots", ["A colour change in the behavior of a component shows in snapshots."]]],
  },
  {
    url: "/tutorials/react-native",
    title: "React Native",
    sections: [["Metro", ["Expo apps still share the Babel setup."]]],
  },
  {
    url: "/ref/core",
    title: "Core",
    sections: [["Exports at a glance", ["The package exports the i18n object."]]],
  },
];

/** The embedded backend over an index built from PAGES, its files served from memory. */
function backendOver(pages: Page[]) {
  const files = indexFiles(pages.flatMap(records));
  const fetchFile = async (url: string | URL | Request) => {
    const body = files.get(String(url).replace("memory:/", ""));
    return new Response(body ?? null, { status: body === undefined ? 404 : 200 });
  };
  globalThis.fetch = fetchFile as typeof fetch;
  return createLocalBackend("memory:/", () => Promise.resolve(MiniSearch));
}

describe("the embedded search's ranking", () => {
  let backend: ReturnType<typeof createLocalBackend>;
  const pagesFor = async (query: string) =>
    (await backend.search(query)).hits
      .map((hit) => hit.url.split("#")[0])
      .filter((url, i, urls) => urls.indexOf(url) === i);

  before(() => {
    backend = backendOver(PAGES);
  });

  test("counts the page title and description for every record of the page", async () => {
    const hits = (await backend.search("syntax apostrophe")).hits;
    assert.equal(hits[0].url, "/ref/message-format#escaping");
  });

  test("prefers the page whose title has the words to one that mentions them", async () => {
    assert.deepEqual((await pagesFor("ICU syntax"))[0], "/ref/message-format");
    assert.deepEqual((await pagesFor("plural"))[0], "/guides/plurals");
  });

  test("finds other forms and spellings of the query's words", async () => {
    assert.equal((await pagesFor("pluralisation"))[0], "/guides/plurals");
    assert.ok((await pagesFor("translated catalogue")).includes("/ref/cli"));
    assert.deepEqual(await pagesFor("color behaviour"), ["/guides/testing"]);
  });

  test("finds a word through its synonym", async () => {
    assert.equal((await pagesFor("orphan messages"))[0], "/ref/cli");
  });

  test("shows only records with every word when pages have them all", async () => {
    assert.deepEqual((await pagesFor("plural forms")).sort(), ["/guides/plurals", "/ref/cli"]);
  });

  test("follows the one page with every word by records that miss one word", async () => {
    const pages = await pagesFor("plural catalog");
    assert.equal(pages[0], "/ref/cli");
    assert.ok(pages.includes("/guides/plurals"));
  });

  test("falls back to records with most of the words when none has them all", async () => {
    assert.equal((await pagesFor("remove obsolete messages kittens"))[0], "/ref/cli");
  });

  test("looks up the last word as a prefix while it is being typed", async () => {
    assert.equal((await pagesFor("snapsh"))[0], "/guides/testing");
  });

  test("gives a page one hit, its best section, and counts pages", async () => {
    const { hits, nbHits } = await backend.search("catalogs");
    assert.deepEqual(
      hits.map((hit) => hit.url),
      ["/ref/cli#translating"],
    );
    assert.equal(nbHits, 1);
  });

  test("leaves the words of a question out", async () => {
    assert.deepEqual(await pagesFor("why do my snapshots still fail"), ["/guides/testing"]);
  });

  test("prefers a record with the last word as a whole word to one where it starts a longer word", async () => {
    assert.deepEqual(await pagesFor("expo"), ["/tutorials/react-native", "/ref/core"]);
  });
});
