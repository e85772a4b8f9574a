import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";
import type { LoadedContent as DocsContent, LoadedVersion } from "@docusaurus/plugin-content-docs";
import type { BlogContent } from "@docusaurus/plugin-content-blog";
import { markdownUrlOf } from "../../src/site/markdownUrl";
import { docsVersions } from "../../src/site/docsVersions";
import { htmlToMarkdown, type PageHeading } from "./htmlToMarkdown";
import { llmsFullTxt, llmsTxt, type IndexSection, type IndexedPage } from "./llmsTxt";

type SidebarItem = LoadedVersion["sidebars"][string][number];
type Page = IndexedPage & { permalink: string; heading: PageHeading };
type Section = IndexSection & { pages: Page[] };

/**
 * Publishes every doc page and blog post as Markdown next to its HTML (`build/ref/core.md`), converted from the
 * built page, plus `llms.txt` (an index in the sidebar's order) and `llms-full.txt` (all docs in one file).
 */
export default function markdownCopiesPlugin({ siteConfig }: LoadContext): Plugin {
  let docs: Page[] = [];
  let posts: Page[] = [];
  let sections: Section[] = [];
  const absolute = (path: string) => new URL(path, siteConfig.url).href;
  const page = (permalink: string, title: string, description: string, byline?: string): Page => ({
    permalink,
    title,
    description,
    markdownUrl: absolute(markdownUrlOf(permalink)),
    heading: { title, url: absolute(permalink), byline },
  });

  return {
    name: "markdown-copies",

    allContentLoaded({ allContent }) {
      // Lingui 6 (the latest) first, then Lingui 4; each version's sections are titled with its label.
      const order: string[] = [docsVersions.lingui6.name, docsVersions.lingui4.name];
      const versions = [...(allContent["docusaurus-plugin-content-docs"]?.default as DocsContent).loadedVersions].sort(
        (a, b) => order.indexOf(a.versionName) - order.indexOf(b.versionName),
      );
      docs = [];
      sections = versions.flatMap((version) => {
        const versionDocs = version.docs.map((doc) => page(doc.permalink, doc.title, doc.description));
        docs.push(...versionDocs);
        return sidebarSections(version, versionDocs).map((section) => ({
          ...section,
          title: `Lingui ${version.label}: ${section.title}`,
        }));
      });

      const blog = allContent["docusaurus-plugin-content-blog"]?.default as BlogContent | undefined;
      posts = (blog?.blogPosts ?? []).map(({ metadata }) =>
        page(metadata.permalink, metadata.title, metadata.description, byline(metadata)),
      );
    },

    async postBuild({ outDir }) {
      const markdownOf = new Map<Page, string>();
      for (const item of [...docs, ...posts]) {
        const html = await readFile(htmlFileOf(outDir, item.permalink), "utf8");
        const markdown = htmlToMarkdown(html, item.heading);
        markdownOf.set(item, markdown);
        const file = join(outDir, markdownUrlOf(item.permalink));
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, markdown);
      }

      const site = {
        name: siteConfig.title,
        summary: siteConfig.tagline,
        details: `The documentation of Lingui 6.x, the latest release line (${docsVersions.lingui6.release}, pages under ${siteConfig.url}/${docsVersions.lingui6.path}/), and of Lingui 4.x (${docsVersions.lingui4.release}, the other pages). Every page of ${siteConfig.url} is also published as Markdown at its URL with .md added; llms-full.txt holds all docs of both versions in one file.`,
      };
      // Posts are news rather than reference: llms.txt's "Optional" section holds what tools may skip.
      const optional = { title: "Optional", pages: posts };
      await writeFile(join(outDir, "llms.txt"), llmsTxt(site, [...sections, optional]));
      const docsInOrder = sections.flatMap((section) => section.pages);
      await writeFile(
        join(outDir, "llms-full.txt"),
        llmsFullTxt(
          site,
          docsInOrder.map((doc) => markdownOf.get(doc) ?? ""),
        ),
      );
    },
  };
}

/** trailingSlash: false writes `/ref/core` as `ref/core.html`; an index route as `index.html` in its folder. */
function htmlFileOf(outDir: string, permalink: string): string {
  return permalink.endsWith("/") ? join(outDir, permalink, "index.html") : join(outDir, `${permalink}.html`);
}

function byline(metadata: BlogContent["blogPosts"][number]["metadata"]): string {
  const date = new Date(metadata.date).toISOString().slice(0, 10);
  const authors = metadata.authors.map((author) => author.name).filter(Boolean);
  return `Published ${date}${authors.length ? ` by ${authors.join(", ")}` : ""}.`;
}

/**
 * One section per top-level sidebar category, with the docs of its subcategories in sidebar order.
 * Docs at the top level of the sidebar, and docs in no sidebar, are gathered in a first "Overview" section.
 */
function sidebarSections(version: LoadedVersion, docs: Page[]): Section[] {
  const byId = new Map(version.docs.map((doc, index) => [doc.id, docs[index]]));
  const docsIn = (items: SidebarItem[]): Page[] =>
    items.flatMap((item) => {
      if (item.type === "doc" || item.type === "ref") return byId.get(item.id) ?? [];
      if (item.type === "category") {
        const linked = item.link?.type === "doc" ? (byId.get(item.link.id) ?? []) : [];
        return [linked, ...docsIn(item.items)].flat();
      }
      return [];
    });

  const sidebarItems = Object.values(version.sidebars).flat();
  const inSidebars = new Set(docsIn(sidebarItems));
  const overview = [
    ...docsIn(sidebarItems.filter((item) => item.type !== "category")),
    ...docs.filter((doc) => !inSidebars.has(doc)),
  ];
  const categories = sidebarItems.flatMap((item) =>
    item.type === "category" ? [{ title: item.label, pages: docsIn([item]) }] : [],
  );
  return [{ title: "Overview", pages: overview }, ...categories];
}
