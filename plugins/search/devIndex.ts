import { readFile } from "node:fs/promises";
import type { AllContent } from "@docusaurus/types";
import type { SearchRecord } from "../../src/search/types";
import { recordsFromMarkdown, type MarkdownPage } from "./markdownRecords";

// The parts of the docs and blog plugins' loaded content that the dev index reads.
type SidebarItem = { type: string; id?: string; label?: string; items?: SidebarItem[] };
type DocsContent = {
  loadedVersions: {
    versionName: string;
    docs: { id: string; title: string; description: string; permalink: string; source: string; sidebar?: string }[];
    sidebars: Record<string, SidebarItem[]>;
  }[];
};
type BlogContent = {
  blogPosts: { content: string; metadata: { permalink: string; title: string; description: string } }[];
};

/** Doc id → label of its top-level sidebar category. */
function topCategories(sidebars: Record<string, SidebarItem[]>): Map<string, string> {
  const categories = new Map<string, string>();
  const visit = (items: SidebarItem[], top: string) => {
    for (const item of items) {
      if (item.type === "doc" && item.id) categories.set(item.id, top);
      if (item.items) visit(item.items, top);
    }
  };
  for (const items of Object.values(sidebars)) {
    for (const item of items) if (item.type === "category") visit(item.items ?? [], item.label ?? "");
  }
  return categories;
}

/**
 * The dev server renders pages in the browser only, so there is no HTML to read: its index comes
 * from the Markdown sources of the docs and blog posts instead.
 */
export async function devIndexRecords(allContent: AllContent, siteDir: string): Promise<SearchRecord[]> {
  const docs = allContent["docusaurus-plugin-content-docs"]?.default as DocsContent | undefined;
  const blog = allContent["docusaurus-plugin-content-blog"]?.default as BlogContent | undefined;
  const pages: MarkdownPage[] = [];
  for (const version of docs?.loadedVersions ?? []) {
    const categories = topCategories(version.sidebars);
    for (const doc of version.docs) {
      pages.push({
        url: doc.permalink,
        lvl0: categories.get(doc.id) ?? "Documentation",
        title: doc.title,
        description: doc.description,
        markdown: await readFile(doc.source.replace(/^@site/, siteDir), "utf8"),
        docusaurus_tag: `docs-default-${version.versionName}`,
        version: version.versionName,
      });
    }
  }
  for (const post of blog?.blogPosts ?? []) {
    pages.push({
      url: post.metadata.permalink,
      lvl0: "Blog",
      title: post.metadata.title,
      description: post.metadata.description,
      markdown: post.content,
      docusaurus_tag: "default",
      version: null,
    });
  }
  return pages.flatMap(recordsFromMarkdown);
}
