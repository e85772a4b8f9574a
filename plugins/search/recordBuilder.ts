import type { Hierarchy, SearchRecord } from "../../src/search/types";

type PageFields = Pick<SearchRecord, "language" | "docusaurus_tag" | "version" | "description">;

/**
 * Collects the records of one page in DocSearch's model: a record for the page, one per h2/h3
 * heading, and one per piece of content under the headings read so far.
 */
export function createRecordBuilder(pageUrl: string, fields: PageFields, lvl0: string, lvl1: string) {
  const records: SearchRecord[] = [];
  let hierarchy: Hierarchy = { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  let anchor: string | null = null;
  const add = (type: SearchRecord["type"], content: string | null) =>
    records.push({
      objectID: `${pageUrl}-${records.length}`,
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      type,
      hierarchy,
      content,
      ...fields,
    });
  add("lvl1", null);
  return {
    records,
    heading(level: "lvl2" | "lvl3", text: string, headingAnchor: string | null) {
      hierarchy = { ...hierarchy, [level]: text, ...(level === "lvl2" && { lvl3: null }) };
      anchor = headingAnchor || anchor;
      add(level, null);
    },
    content(text: string) {
      add("content", text);
    },
  };
}
