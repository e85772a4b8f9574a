import type { SearchRecord } from "./types";

/**
 * The embedded index as it travels: records grouped by page and heading, so the hierarchy of a page is
 * written once rather than once per paragraph. `encodeIndex` runs at build time, `decodeIndex` in the browser.
 */
export type EncodedIndex = {
  version: 1;
  /** [url, lvl0, lvl1, docusaurus_tag, language, version] */
  pages: [string, string, string, string, string, string | null][];
  /** [page, anchor, lvl2, lvl3]: a page's title, h2 or h3 heading. */
  sections: [number, string | null, string | null, string | null][];
  /** [section, text]: a paragraph, list item or table cell under a heading. */
  contents: [number, string][];
};

const withoutAnchor = (url: string) => url.split("#")[0];
const anchorOf = (url: string) => url.split("#")[1] ?? null;

export function encodeIndex(records: readonly SearchRecord[]): EncodedIndex {
  const index: EncodedIndex = { version: 1, pages: [], sections: [], contents: [] };
  const pageIds = new Map<string, number>();
  const sectionIds = new Map<string, number>();
  for (const record of records) {
    const pageUrl = withoutAnchor(record.url);
    let page = pageIds.get(pageUrl);
    if (page === undefined) {
      page =
        index.pages.push([
          pageUrl,
          record.hierarchy.lvl0,
          record.hierarchy.lvl1,
          record.docusaurus_tag,
          record.language,
          record.version,
        ]) - 1;
      pageIds.set(pageUrl, page);
    }
    const anchor = anchorOf(record.url);
    const sectionKey = JSON.stringify([page, anchor, record.hierarchy.lvl2, record.hierarchy.lvl3]);
    let section = sectionIds.get(sectionKey);
    if (section === undefined) {
      section = index.sections.push([page, anchor, record.hierarchy.lvl2, record.hierarchy.lvl3]) - 1;
      sectionIds.set(sectionKey, section);
    }
    if (record.type === "content" && record.content) index.contents.push([section, record.content]);
  }
  return index;
}

function headingType(lvl2: string | null, lvl3: string | null): SearchRecord["type"] {
  if (lvl3) return "lvl3";
  return lvl2 ? "lvl2" : "lvl1";
}

/** The records of the index: one per heading, then one per paragraph; `objectID` is the position. */
export function decodeIndex(index: EncodedIndex): SearchRecord[] {
  const records: SearchRecord[] = [];
  const recordOf = (section: number, content: string | null): SearchRecord => {
    const [page, anchor, lvl2, lvl3] = index.sections[section];
    const [pageUrl, lvl0, lvl1, tag, language, version] = index.pages[page];
    return {
      objectID: String(records.length),
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      type: content === null ? headingType(lvl2, lvl3) : "content",
      hierarchy: { lvl0, lvl1, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null },
      content,
      language,
      docusaurus_tag: tag,
      version,
    };
  };
  index.sections.forEach((_, section) => records.push(recordOf(section, null)));
  for (const [section, text] of index.contents) records.push(recordOf(section, text));
  return records;
}
