import { parse, type HTMLElement } from "node-html-parser";
import type { ErrorEntry, ErrorTable } from "../../src/search/pastedErrors";
import { sectionName, textOf } from "./htmlRecords";

/** The errors reference of each docs version is this page of it (docs/ref/errors.mdx, and 6.x's). */
const ERRORS_PAGE = /\/ref\/errors$/;

/**
 * The pasted-error table of each docs version (src/search/pastedErrors.ts), by its docs tag, read from
 * the rendered errors reference: each h3 is an entry, under the h2 of its package, and the entry's
 * message is its first code block (the page's `text message` block, checked against the packages by
 * samples/errors/check-errors-page.mjs).
 */
export function errorTablesFromHtml(pages: readonly string[]): Map<string, ErrorTable> {
  const tables = new Map<string, ErrorTable>();
  for (const html of pages) {
    // Code blocks parsed as elements (node-html-parser keeps a <pre> as raw text by default).
    const root = parse(html, { blockTextElements: { script: true, style: true } });
    const canonical = root.querySelector('link[rel="canonical"]')?.getAttribute("href");
    if (!canonical || !ERRORS_PAGE.test(new URL(canonical).pathname)) continue;
    const tag = root.querySelector('meta[name="docsearch:docusaurus_tag"]')?.getAttribute("content");
    const body = root.querySelector("article .markdown");
    if (!tag || !body) continue;
    const entries: ErrorEntry[] = [];
    let group = "";
    let entry: [string, string, string] | null = null;
    for (const element of body.querySelectorAll("h2, h3, pre")) {
      if (element.tagName === "H2") {
        group = textOf(element);
        entry = null;
      } else if (element.tagName === "H3") {
        entry = element.id ? [element.id, group, textOf(element)] : null;
      } else if (entry) {
        entries.push([...entry, codeText(element)]);
        entry = null;
      }
    }
    tables.set(tag, {
      url: new URL(canonical).pathname,
      lvl0: sectionName(root),
      lvl1: textOf(root.querySelector("article h1")),
      entries,
    });
  }
  return tables;
}

/** A code block's text, a line per line: the theme renders each line as a span of its own, without newlines. */
function codeText(pre: HTMLElement): string {
  const lines = pre.querySelectorAll(".token-line");
  return (lines.length ? lines.map((line) => line.text).join("\n") : pre.text).trim();
}
