// A reference page as the coverage check reads it: its sections (one per heading), each with
// the headings above it and the code it shows. Only code counts as naming an API item: inline
// code, code blocks and headings, not prose, where "t" or "locale" are ordinary words.
import fs from "node:fs";
import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkMdx from "remark-mdx";
import remarkComment from "@slorber/remark-comment";

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkComment);
// Used when a page is not valid MDX, so it is still read.
const markdownParser = unified().use(remarkParse);

/** @typedef {{ trail: string[], code: string }} Section  trail: the headings from the page title down */

/** @returns {{ file: string, sections: Section[] }} */
export function readSections(file) {
  const source = fs.readFileSync(file, "utf8");
  const title = source.match(/^---\r?\n[\s\S]*?^title:\s*["']?(.*?)["']?\s*$/m)?.[1] ?? "";
  const body = source
    .replace(/^---\r?\n[\s\S]*?\r?\n---(?=\r?\n|$)/, "")
    // Heading ids ({#id}) are not MDX expressions: escaped as Docusaurus does.
    .replaceAll(/^#{1,6} .*$/gm, (heading) => heading.replace("{#", "\\{#"));
  let tree;
  try {
    tree = parser.parse(body);
  } catch {
    tree = markdownParser.parse(body);
  }
  const sections = [{ trail: [title], code: "" }];
  const trail = [title];
  const walk = (node) => {
    if (node.type === "heading") {
      const text = plainText(node).replace(/\s*\\?\{#[\w-]+\}\s*$/, "");
      trail.length = node.depth; // depth 1 replaces the title, depth 2 sits below it
      trail[node.depth - 1] = text;
      sections.push({ trail: [...trail].map((heading) => heading ?? ""), code: text });
      return;
    }
    if (node.type === "code" || node.type === "inlineCode") sections.at(-1).code += `\n${node.value}`;
    node.children?.forEach(walk);
  };
  walk(tree);
  return { file, sections };
}

function plainText(node) {
  if (typeof node.value === "string") return node.value;
  return (node.children ?? []).map(plainText).join("");
}
