// Reads a docs page the way Docusaurus does (every file is MDX, with the MDX 1 compatibility
// for HTML comments and `{#id}` headings) and returns its fenced code blocks and the
// <PackageInstall> elements, in document order, with their line numbers in the file.
import fs from "node:fs";
import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkMdx from "remark-mdx";
import remarkComment from "@slorber/remark-comment";
import { parseMeta } from "./parse-meta.mjs";
import { displayPath } from "./paths.mjs";

const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkComment);
// Used when a page is not valid MDX, so its blocks are still checked.
const markdownParser = unified().use(remarkParse);

/**
 * @typedef {{ page: string, line: number, lang: string, meta: Record<string, string | true>,
 *   metaProblems: string[], code: string, otherTab: boolean }} Block
 *   `line` is the line of the opening fence (of the element for an Install); `otherTab` is true
 *   inside a <TabItem> that is not the first of its <Tabs> (tutorials follow the first tab only).
 * @typedef {{ page: string, line: number, dev: boolean, packages: string[], release: unknown,
 *   otherTab: boolean }} Install `release`: the Lingui major it installs on purpose (check-installs.mjs)
 */

/** @returns {{ page: string, blocks: Block[], installs: Install[], problems: {line: number, message: string}[] }} */
export function readPage(file) {
  const page = displayPath(file);
  const source = prepareLikeDocusaurus(fs.readFileSync(file, "utf8"));
  const problems = [];
  let tree;
  try {
    tree = mdxParser.parse(source);
  } catch (error) {
    problems.push({ line: error.line ?? 1, message: `the page is not valid MDX: ${error.reason ?? error.message}` });
    tree = markdownParser.parse(source);
  }

  const blocks = [];
  const installs = [];
  visit(tree, false, (node, otherTab) => {
    const line = node.position.start.line;
    if (node.type === "code") {
      const { attributes, problems: metaProblems } = parseMeta(node.meta);
      blocks.push({ page, line, lang: node.lang ?? "", meta: attributes, metaProblems, code: node.value, otherTab });
    } else if (isJsx(node, "PackageInstall")) {
      const packages = attributeValue(node, "packages");
      if (typeof packages !== "string")
        problems.push({ line, message: '<PackageInstall> needs a literal packages="..."' });
      else
        installs.push({
          page,
          line,
          dev: attributeValue(node, "dev") !== undefined,
          packages: packages.split(/\s+/).filter(Boolean),
          release: attributeValue(node, "release"),
          otherTab,
        });
    }
  });
  return { page, blocks, installs, problems };
}

// Keeps the line count: front matter is blanked, heading ids are escaped as Docusaurus does.
function prepareLikeDocusaurus(text) {
  const withoutFrontMatter = text.replace(/^---\r?\n[\s\S]*?\r?\n---(?=\r?\n|$)/, (frontMatter) =>
    frontMatter.replace(/[^\r\n]/g, ""),
  );
  return withoutFrontMatter.replaceAll(/(?:^|\n)#{1,6}(?!#).*/g, (heading) =>
    heading.replace("{#", "\\{#").replace("\\\\{#", "\\{#"),
  );
}

function visit(node, otherTab, callback) {
  let tabItems = 0;
  for (const child of node.children ?? []) {
    const childOtherTab = otherTab || (isJsx(child, "TabItem") && tabItems++ > 0);
    callback(child, childOtherTab);
    visit(child, childOtherTab, callback);
  }
}

function isJsx(node, name) {
  return (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && node.name === name;
}

/** A string, `null` for a bare attribute (`dev`), an object for `{expression}`, undefined when absent. */
function attributeValue(node, name) {
  return node.attributes.find((attribute) => attribute.name === name)?.value;
}
