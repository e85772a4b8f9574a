import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  looksLikePastedError,
  matchPastedError,
  withPastedErrors,
  type ErrorTable,
} from "../../src/search/pastedErrors";
import { toSafeHit } from "../../src/search/safeHit";
import type { SearchBackend, SearchResult } from "../../src/search/types";

const table: ErrorTable = {
  url: "/ref/errors",
  lvl0: "API Reference",
  lvl1: "Error and warning messages",
  entries: [
    ["cli-unknown-locale", "@lingui/cli", "A locale that is not configured", "Locale {locale} does not exist."],
    [
      "cli-unknown-format",
      "@lingui/cli",
      "An unknown catalog format",
      'Unknown format "{format}". Use one of following: {formats}',
    ],
    [
      "loader-catalog-path",
      "@lingui/loader",
      "A catalog outside the configured paths",
      'Requested resource {rootDir} is not matched to any of your catalogs paths specified in "lingui.config".\n\nResource: {resourcePath}\n\nYour catalogs:\n{catalogs}',
    ],
    [
      "core-not-loaded",
      "@lingui/core",
      "Messages of a locale not loaded",
      'Messages for locale "{locale}" not loaded.',
    ],
    ["icu-message-end", "@messageformat/parser", "A message that ends too early", "Unexpected message end"],
    ["cli-missing", "@lingui/cli", "Missing translations with --strict", "Missing {length} translation(s)"],
    ["cli-missing-list", "@lingui/cli", "The list of missing translations", "Missing translations:"],
    ["cli-cannot-read", "@lingui/cli", "A catalog that cannot be read", "Cannot read {filename}"],
    ["loader-compile-failed", "@lingui/loader", "A message that does not compile", "{message}\n\nMessage: {message}"],
    [
      "core-uncompiled",
      "@lingui/core",
      "Uncompiled message",
      "Uncompiled message detected! Message:\n\n> {translation}\n\nThat means you use raw catalog or your catalog doesn't have a translation for the message and fallback was used.\nICU features such as interpolation and plurals will not work properly for that message.\n\nPlease compile your catalog first.",
    ],
  ],
};

const anchorOf = (query: string) => matchPastedError(query, table)?.[0] ?? null;

describe("a pasted error", () => {
  test("is told from a question by what it carries: quotes, paths, line numbers, error words, colour codes", () => {
    assert.equal(looksLikePastedError('Error: Unknown format "yaml". Use one of following: po, minimal'), true);
    assert.equal(looksLikePastedError("\u001b[31mLocale \u001b[1mpt-BR\u001b[22m does not exist.\u001b[39m"), true);
    assert.equal(looksLikePastedError("TypeError: plural(): First argument is undefined."), true);
    assert.equal(looksLikePastedError("Native binding package version mismatch, expected 0.2.0 but got 0.1.4"), true);
    assert.equal(looksLikePastedError("how do I load catalogs dynamically"), false);
    assert.equal(
      looksLikePastedError("how do I make CI fail on a broken message, since lingui compile --strict exits with 0"),
      false,
    );
    assert.equal(looksLikePastedError("Can't use element at index '0' as it is not declared"), true);
    assert.equal(looksLikePastedError("plurals"), false);
  });

  test("finds its message with the reader's own values, colour codes and stack frames around it", () => {
    assert.equal(
      anchorOf(
        '[31mError: Unknown format "yaml". Use one of following: lingui, minimal, po, csv, po-gettext[39m\n    at getFormat (/app/node_modules/@lingui/cli/dist/api/formats/index.js:44:15)',
      ),
      "cli-unknown-format",
    );
    assert.equal(anchorOf("✖ Locale \u001b[1mpt-BR\u001b[22m does not exist."), "cli-unknown-locale");
    assert.equal(anchorOf('Warning: Messages for locale "de" not loaded.'), "core-not-loaded");
  });

  test("finds a long message cut short, with its lines run together", () => {
    assert.equal(
      anchorOf(
        'Module build failed (from ./node_modules/@lingui/loader/dist/index.cjs): Error: Requested resource src/locales/fr.po is not matched to any of your catalogs paths specified in "lingui.config". Resource: /home/ci/app/src/locales/fr.po',
      ),
      "loader-catalog-path",
    );
  });

  test("finds a long message from its start, with the reader's value in the middle", () => {
    assert.equal(
      anchorOf(
        "Uncompiled message detected! Message:  > {count, plural, one {# seat} other {# seats}}  That means you use raw catalog or your catalog doesn't have a translation for the message and fallback was used.",
      ),
      "core-uncompiled",
    );
  });

  test("finds a short message only when all of it is there", () => {
    assert.equal(anchorOf("SyntaxError: Unexpected message end at line 1 col 20"), "icu-message-end");
    assert.equal(anchorOf("Error: unexpected end of JSON input while reading the message"), null);
  });

  test("a question with error words in it matches no message", () => {
    assert.equal(anchorOf("why are missing translations shown as ids in the production build"), null);
    assert.equal(anchorOf("error: cannot find module '@lingui/core' from 'src/i18n.ts'"), null);
  });

  test("a short message in a question is not a pasted error: the question has more words than a value", () => {
    assert.equal(anchorOf("fail the build on missing translations"), null);
    assert.equal(anchorOf("how to log missing translations at runtime"), null);
    assert.equal(anchorOf('lingui compile prints "Missing translations:" and a list'), "cli-missing-list");
  });

  test("a message that is all placeholders but one word matches nothing", () => {
    assert.equal(anchorOf("Should not import the named export 'messages' from default-exporting module"), null);
  });

  test("a short message about a file matches only a query that names a file", () => {
    assert.equal(anchorOf("TypeError: Cannot read properties of undefined (reading 'message')"), null);
    assert.equal(anchorOf("Cannot read /home/dev/shop/src/locales/it.yaml"), "cli-cannot-read");
  });
});

describe("search with pasted errors", () => {
  const page = (url: string) =>
    toSafeHit({ objectID: url, url, type: "lvl2", hierarchy: { lvl0: "Docs", lvl1: url, lvl2: "x" }, content: null });
  const ordinary: SearchResult = {
    hits: [page("/ref/loader#options"), page("/ref/errors#loader-other"), page("/ref/conf#catalogs")].flatMap((hit) =>
      hit ? [hit] : [],
    ),
    nbHits: 3,
    page: 0,
    nbPages: 1,
    hitsPerPage: 20,
  };
  const backend: SearchBackend = { search: async () => ordinary };
  const facetFilters = ["language:en", ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"]];
  const pasted =
    'Error: Requested resource src/locales/fr.po is not matched to any of your catalogs paths specified in "lingui.config".';

  test("puts the errors entry first, then the ordinary hits without the errors page's others", async () => {
    const parts: string[] = [];
    const search = withPastedErrors(backend, async (part) => (parts.push(part), table));
    const result = await search.search(pasted, { facetFilters });
    assert.deepEqual(
      result.hits.map((hit) => hit.url),
      ["/ref/errors#loader-catalog-path", "/ref/loader#options", "/ref/conf#catalogs"],
    );
    assert.equal(result.hits[0].hierarchy.lvl3, "A catalog outside the configured paths");
    assert.equal(result.nbHits, 3);
    assert.deepEqual(parts, ["docs-default-current"]);
  });

  test("does not fetch the table for a query that is no pasted error, nor for a later page of hits", async () => {
    let fetched = 0;
    const search = withPastedErrors(backend, async () => (fetched++, table));
    assert.equal(await search.search("catalog paths", { facetFilters }), ordinary);
    assert.equal(await search.search(pasted, { facetFilters, page: 1 }), ordinary);
    assert.equal(fetched, 0);
  });

  test("gives the ordinary search the start of a pasted error, and a question whole", async () => {
    const queries: string[] = [];
    const search = withPastedErrors({ search: async (query) => (queries.push(query), ordinary) }, async () => table);
    const question =
      "how do I tell Lingui which folders hold my catalogs when the project has several apps and packages";
    await search.search(
      `\u001b[31m${pasted}\u001b[39m\n    at getCatalogs (/app/node_modules/@lingui/cli/dist/api/catalog.js:42:11)`,
      {
        facetFilters,
      },
    );
    await search.search(question, { facetFilters });
    assert.deepEqual(queries, [
      "Error: Requested resource src/locales/fr.po is not matched to any of your catalogs paths specified",
      question,
    ]);
  });

  test("keeps the ordinary hits when the table cannot be had", async () => {
    const search = withPastedErrors(backend, async () => {
      throw new Error("offline");
    });
    assert.equal(await search.search(pasted, { facetFilters }), ordinary);
  });
});
