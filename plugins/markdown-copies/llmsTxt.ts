/** A page of the site with a Markdown copy, as the llms.txt index lists it. */
export type IndexedPage = { title: string; description: string; markdownUrl: string };
export type IndexSection = { title: string; pages: IndexedPage[] };
type Site = { name: string; summary: string; details: string };

/**
 * The index described at llmstxt.org: the site's name as H1, a blockquote summary, a paragraph of
 * details, then one H2 section per group of links. A section named "Optional" may be skipped by tools.
 */
export function llmsTxt(site: Site, sections: IndexSection[]): string {
  const lines = [`# ${site.name}`, "", `> ${site.summary}`, "", site.details, ""];
  for (const { title, pages } of sections.filter((section) => section.pages.length > 0)) {
    lines.push(`## ${title}`, "");
    for (const page of pages) lines.push(`- [${page.title}](${page.markdownUrl}): ${page.description}`);
    lines.push("");
  }
  return lines.join("\n");
}

/** Every page's Markdown in one file, for tools that read the whole documentation at once. */
export function llmsFullTxt(site: Site, markdownPages: string[]): string {
  return [`# ${site.name}\n\n> ${site.summary}\n`, ...markdownPages].join("\n---\n\n");
}
