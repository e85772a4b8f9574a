import { parse, type HTMLElement } from "node-html-parser";
import type { SearchRecord } from "../../src/search/types";
import { createRecordBuilder } from "./recordBuilder";

/** Between the cells of a table row's record; the crawler (deploy/docsearch/crawler.config.js) joins them alike. */
const ROW_CELL_SEPARATOR = " — ";

/**
 * Search records of one rendered page, as DocSearch's crawler makes them for a Docusaurus site:
 * lvl0 is the sidebar category (or the active navbar item), lvl1 the page title, lvl2/lvl3 its
 * h2/h3 headings, content its paragraphs, list items and table rows, each under its headings;
 * every record carries the page's meta description. Listing pages (blog index, tags, archive) and other pages give no records.
 */
export function recordsFromHtml(html: string): SearchRecord[] {
  const root = parse(html);
  const pageClass = root.querySelector("html")?.getAttribute("class") ?? "";
  if (!/\b(docs-doc-page|blog-post-page)\b/.test(pageClass)) return [];
  const meta = (name: string) => root.querySelector(`meta[name="docsearch:${name}"]`)?.getAttribute("content");
  const article = root.querySelector("article");
  const body = article?.querySelector(".markdown");
  const title = article?.querySelector("h1");
  const canonical = root.querySelector('link[rel="canonical"]')?.getAttribute("href");
  if (!body || !title || !canonical) return [];

  const pageUrl = new URL(canonical).pathname;
  const base = {
    language: meta("language") ?? "en",
    docusaurus_tag: meta("docusaurus_tag") ?? "default",
    version: meta("version") ?? null,
    description: root.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
  };
  const builder = createRecordBuilder(pageUrl, base, sectionName(root), textOf(title));
  for (const element of body.querySelectorAll("h2, h3, p, li, td:last-child")) {
    if (isExcluded(element)) continue;
    const text = element.tagName === "TD" ? rowTextOf(element) : textOf(element);
    if (!text) continue;
    if (element.tagName === "H2" || element.tagName === "H3") {
      const level = element.tagName === "H2" ? "lvl2" : "lvl3";
      builder.heading(level, text, element.id || null);
    } else {
      builder.content(text);
    }
  }
  return builder.records;
}

/** The top-level sidebar category of the page, else the active navbar item, else "Documentation". */
export function sectionName(root: HTMLElement): string {
  const category = root.querySelector(
    ".theme-doc-sidebar-item-category-level-1 > .menu__list-item-collapsible > .menu__link--active",
  );
  const navbarItem = root.querySelector(".navbar__item.navbar__link--active");
  return textOf(category ?? navbarItem) || "Documentation";
}

/** Text that is not prose: code blocks, tab labels, and paragraphs nested in list items already read. */
function isExcluded(element: HTMLElement): boolean {
  if (element.closest("pre, [role=tablist], .theme-code-block")) return true;
  return element.tagName === "P" && element.parentNode?.tagName === "LI";
}

/**
 * A table row's record, read at its last cell (DocSearch's selector): the first cell's text, then the
 * last's, so that what a row is about (an option, a flag, an error message) is found with what the row
 * says of it. The cells between (types, defaults) stay out.
 */
function rowTextOf(lastCell: HTMLElement): string {
  const cells = (lastCell.parentNode?.children ?? [lastCell]).filter((cell) => cell.tagName === "TD");
  return [...new Set([cells[0], lastCell])].map(textOf).filter(Boolean).join(ROW_CELL_SEPARATOR);
}

export function textOf(element: HTMLElement | null | undefined): string {
  if (!element) return "";
  let source = element;
  // A list item's own text, without its nested lists (read as items of their own).
  if (element.tagName === "LI" && element.querySelector("ul, ol")) {
    source = element.clone() as HTMLElement;
    for (const nested of source.querySelectorAll("ul, ol")) nested.remove();
  }
  return source.text
    .replace(/\u200b/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
