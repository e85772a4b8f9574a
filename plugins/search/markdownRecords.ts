import { createSlugger } from "@docusaurus/utils";
import type { SearchRecord } from "../../src/search/types";
import { createRecordBuilder } from "./recordBuilder";

export type MarkdownPage = {
  url: string;
  lvl0: string;
  title: string;
  description: string;
  markdown: string;
  docusaurus_tag: string;
  version: string | null;
};

const HEADING = /^(#{2,3})\s+(.*?)(?:\s*\{#([\w-]+)\})?\s*$/;

/** Markdown to plain text, roughly: enough for the dev server's index (production reads the rendered HTML). */
function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/[*_`]+/g, "")
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Blocks of prose: paragraphs and list items, without front matter, imports, code, admonition fences or JSX. */
function proseBlocks(markdown: string): string[] {
  const withoutCode = markdown
    .replace(/^---\n[\s\S]*?\n---\n/, "")
    .replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, "")
    .replace(/<!--[\s\S]*?-->/g, "");
  return withoutCode
    .split(/\n\s*\n|\n(?=\s*(?:[-*+]|\d+\.)\s)|\n(?=#{1,6}\s)/)
    .map((block) => block.trim())
    .filter((block) => block && !/^(import|export)\s/.test(block) && !/^:::/.test(block) && !/^<[A-Z]/.test(block));
}

/** Records of a page from its Markdown source, in the same model as `recordsFromHtml`. For `npm start` only. */
export function recordsFromMarkdown(page: MarkdownPage): SearchRecord[] {
  const slugger = createSlugger();
  const builder = createRecordBuilder(
    page.url,
    { language: "en", docusaurus_tag: page.docusaurus_tag, version: page.version, description: page.description },
    page.lvl0,
    page.title,
  );
  for (const block of proseBlocks(page.markdown)) {
    const heading = HEADING.exec(block);
    if (heading) {
      const level = heading[1].length === 2 ? "lvl2" : "lvl3";
      const text = plainText(heading[2]);
      builder.heading(level, text, heading[3] ?? slugger.slug(text));
    } else if (!block.startsWith("#")) {
      const text = block.startsWith("|") ? "" : plainText(block);
      if (text) builder.content(text);
    }
  }
  return builder.records;
}
