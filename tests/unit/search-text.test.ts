import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, test } from "node:test";
import { americanSpelling } from "../../src/search/spelling";
import { stem } from "../../src/search/stem";
import { SYNONYM_GROUPS } from "../../src/search/synonyms";
import { searchTerm, tokenizeForIndex, tokenizeQuery } from "../../src/search/text";

const sameTerm = (...words: string[]) => assert.equal(new Set(words.map(searchTerm)).size, 1, words.join(", "));

describe("stemming", () => {
  test("gives the forms of a word one stem", () => {
    assert.equal(new Set(["translation", "translations", "translate", "translated", "translating"].map(stem)).size, 1);
    assert.equal(new Set(["compile", "compiled", "compiling", "compiler", "compilation"].map(stem)).size, 1);
    assert.equal(new Set(["catalog", "catalogs"].map(stem)).size, 1);
  });

  test("reduces a derived word to the word it comes from", () => {
    assert.equal(stem("pluralization"), stem("plurals"));
    assert.equal(stem("configuration"), stem("configure"));
  });

  test("keeps apart words that only look alike", () => {
    assert.notEqual(stem("locale"), stem("local"));
    assert.equal(stem("locales"), stem("locale"));
    assert.notEqual(stem("general"), stem("generated"));
  });

  test("leaves identifiers, versions and short words alone", () => {
    for (const word of ["i18n", "v4", "po", "3"]) assert.equal(stem(word), word);
  });
});

describe("British and American spelling", () => {
  test("writes -ise, -isation, -our, -ogue, -re and doubled -l words the American way", () => {
    const pairs = [
      ["localisation", "localization"],
      ["organise", "organize"],
      ["recognised", "recognized"],
      ["customising", "customizing"],
      ["behaviour", "behavior"],
      ["favourites", "favorites"],
      ["catalogue", "catalog"],
      ["catalogues", "catalogs"],
      ["analyse", "analyze"],
      ["centre", "center"],
      ["licence", "license"],
      ["cancelled", "canceled"],
      ["labelling", "labeling"],
    ];
    for (const [british, american] of pairs) assert.equal(americanSpelling(british), american);
  });

  test("leaves words spelt the same in both alone", () => {
    for (const word of ["promise", "advise", "otherwise", "surprise", "exercises", "noise", "hour", "four", "called"]) {
      assert.equal(americanSpelling(word), word);
    }
  });
});

describe("search terms", () => {
  test("are the same for British and American spellings and for word forms", () => {
    sameTerm("localisation", "localization", "localizations");
    sameTerm("pluralisation", "plurals", "plural");
    sameTerm("catalogue", "catalogs");
  });

  test("are the same for words of one synonym group", () => {
    sameTerm("obsolete", "orphaned", "unused");
    sameTerm("upgrading", "migration");
  });

  test("leave stop words out", () => {
    for (const word of ["the", "how", "to", "is", "why", "still", "need"]) assert.equal(searchTerm(word), null);
  });

  test("keep the words that error messages and plural categories hold", () => {
    for (const word of ["not", "no", "few", "other"]) assert.notEqual(searchTerm(word), null);
  });
});

describe("words", () => {
  test("of an identifier are indexed whole and in parts", () => {
    assert.deepEqual(tokenizeForIndex("I18nProvider"), ["i18nprovider", "i18n", "provider"]);
    assert.deepEqual(tokenizeForIndex("set LINGUI_CONFIG"), ["set", "lingui_config", "lingui", "config"]);
  });

  test("of a query keep an identifier whole", () => {
    assert.deepEqual(tokenizeQuery("LINGUI_CONFIG env"), ["lingui_config", "env"]);
    assert.deepEqual(tokenizeQuery("--clean flag"), ["clean", "flag"]);
  });
});

describe("the hosted index's synonyms", () => {
  test("are the embedded search's synonym groups", async () => {
    const file = await readFile(join(__dirname, "../../deploy/docsearch/synonyms.json"), "utf8");
    const hosted = (JSON.parse(file) as { synonyms: string[] }[]).map((entry) => entry.synonyms);
    assert.deepEqual(hosted, SYNONYM_GROUPS);
  });
});
