import type { Element, ElementContent, Root } from "hast";
import type { Code, Root as MdastRoot, RootContent } from "mdast";
import { fromHtml } from "hast-util-from-html";
import { select, selectAll } from "hast-util-select";
import { toString } from "hast-util-to-string";
import { defaultHandlers, toMdast } from "hast-util-to-mdast";
import { gfmToMarkdown } from "mdast-util-gfm";
import { toMarkdown } from "mdast-util-to-markdown";
import { visit, SKIP } from "unist-util-visit";

/** What the copy of a page says about it before its content. */
export type PageHeading = { title: string; url: string; byline?: string };

/** Parts of the page that mean nothing outside it: anchor links, buttons, icons, links to try a block. */
const interfaceOnly = "a.hash-link, button, svg, .try-in-playground";

/**
 * Turns the rendered HTML of a doc page or blog post into Markdown, starting from what readers see, so that
 * MDX components arrive as their output: tabs become labelled sections, admonitions blockquotes with their
 * title, code blocks fenced code with their language and title. Links and images get absolute URLs.
 */
export function htmlToMarkdown(html: string, heading: PageHeading): string {
  const content = select("article .markdown", fromHtml(html));
  if (!content) throw new Error(`${heading.url}: no article content in the built page`);
  const root: Root = { type: "root", children: content.children };

  removeInterfaceOnly(root);
  for (const tabs of selectAll(".tabs-container", root)) rewriteTabs(tabs);
  for (const admonition of selectAll(".theme-admonition", root)) rewriteAdmonition(admonition);
  for (const block of selectAll(".theme-code-block", root)) rewriteCodeBlock(block);
  absolutizeUrls(root, heading.url);

  const mdast = toMdast(root, {
    handlers: {
      // The default handler drops the meta of a fence; keep the title the docs gave the block.
      pre(state, node) {
        const code = defaultHandlers.pre(state, node) as Code;
        const title = node.properties.dataTitle;
        if (typeof title === "string") code.meta = `title=${JSON.stringify(title)}`;
        return code;
      },
    },
  }) as MdastRoot;
  addHeading(mdast, heading);
  return toMarkdown(mdast, {
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
    bullet: "-",
    rule: "-",
    fences: true,
  });
}

function removeInterfaceOnly(root: Root): void {
  const unwanted = new Set(selectAll(interfaceOnly, root));
  visit(root, "element", (node, index, parent) => {
    if (!unwanted.has(node) || !parent || index === undefined) return;
    parent.children.splice(index, 1);
    return [SKIP, index];
  });
}

function element(tagName: string, children: ElementContent[], properties: Element["properties"] = {}): Element {
  return { type: "element", tagName, properties, children };
}

const text = (value: string): ElementContent => ({ type: "text", value });
const boldParagraph = (label: string) => element("p", [element("strong", [text(label)])]);

/** Every tab's panel, in order, under its label: all of them are content, not only the selected one. */
function rewriteTabs(tabs: Element): void {
  const labels = selectAll('[role="tab"]', tabs).map((tab) => toString(tab).trim());
  const panels = selectAll('[role="tabpanel"]', tabs);
  Object.assign(
    tabs,
    element(
      "div",
      panels.flatMap((panel, index) => [boldParagraph(labels[index] ?? `Tab ${index + 1}`), ...panel.children]),
    ),
  );
}

function rewriteAdmonition(admonition: Element): void {
  const title = toString(select('[class*="admonitionHeading"]', admonition) ?? element("span", [])).trim();
  const content = select('[class*="admonitionContent"]', admonition)?.children ?? [];
  const label = title.charAt(0).toUpperCase() + title.slice(1);
  Object.assign(admonition, element("blockquote", [boldParagraph(label), ...content]));
}

/** Prism draws a block as one element per line; the fence gets the plain text back, one line each. */
function rewriteCodeBlock(block: Element): void {
  const classes = (block.properties.className as string[] | undefined) ?? [];
  const language = classes.find((name) => name.startsWith("language-"));
  const title = select('[class*="codeBlockTitle"]', block);
  const lines = selectAll(".token-line", block).map((line) => toString(line));
  const code = element("code", [text(lines.join("\n"))], { className: language ? [language] : [] });
  Object.assign(block, element("pre", [code], title ? { dataTitle: toString(title) } : {}));
}

function absolutizeUrls(root: Root, pageUrl: string): void {
  visit(root, "element", (node) => {
    for (const attribute of ["href", "src"]) {
      const value = node.properties[attribute];
      if (typeof value === "string") node.properties[attribute] = new URL(value, pageUrl).href;
    }
  });
}

/** The page's title as its only h1, then where the page lives (and for a post, when and by whom). */
function addHeading(mdast: MdastRoot, { title, url, byline }: PageHeading): void {
  const paragraph = (value: string): RootContent => ({ type: "paragraph", children: [{ type: "text", value }] });
  const first = mdast.children[0];
  const hasTitle = first?.type === "heading" && first.depth === 1;
  const h1: RootContent = hasTitle ? first : { type: "heading", depth: 1, children: [{ type: "text", value: title }] };
  const source: RootContent = {
    type: "paragraph",
    children: [
      { type: "text", value: "Source: " },
      { type: "link", url, children: [{ type: "text", value: url }] },
    ],
  };
  const about = [source, ...(byline ? [paragraph(byline)] : [])];
  mdast.children.splice(0, hasTitle ? 1 : 0, h1, ...about);
}
