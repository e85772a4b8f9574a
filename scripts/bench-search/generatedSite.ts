import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { IndexChunk } from "../../src/search/indexFormat";

/** A small deterministic random generator, so every run generates the same site. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Headings and paragraphs of the built site, from its index's text chunks. */
async function siteProse(indexDir: string) {
  const headings: string[] = [];
  const paragraphs: string[] = [];
  for (const file of (await readdir(indexDir)).filter((name) => /^chunk-.*\.json$/.test(name))) {
    const chunk = JSON.parse(await readFile(join(indexDir, file), "utf8")) as IndexChunk;
    for (const [, lvl2, lvl3, texts] of chunk) {
      headings.push(...[lvl2, lvl3].filter((heading): heading is string => Boolean(heading)));
      paragraphs.push(...texts.filter((text) => text.length > 40));
    }
  }
  return { headings, paragraphs };
}

// Braces and angle brackets are MDX syntax, and so is a line that starts with import or export.
const mdxSafe = (text: string) => text.replace(/[{}<>]/g, " ").replace(/^(\s*)(import|export)\b/gim, "$1($2)");

/**
 * Writes `pageCount` Markdown pages made of the site's own headings and paragraphs, each page and
 * section with a few words of its own (API names, as a real large site has), so the vocabulary grows.
 */
export async function generateDocs(indexDir: string, docsDir: string, pageCount: number): Promise<void> {
  const { headings, paragraphs } = await siteProse(indexDir);
  const next = random(42);
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)];
  await rm(docsDir, { recursive: true, force: true });
  for (let page = 0; page < pageCount; page++) {
    const folder = join(docsDir, `area-${Math.floor(page / 100)}`);
    if (page % 100 === 0) await mkdir(folder, { recursive: true });
    const sections = Array.from({ length: 4 + Math.floor(next() * 6) }, (_, section) => {
      const level = section > 0 && next() < 0.3 ? "###" : "##";
      const body = Array.from({ length: 1 + Math.floor(next() * 4) }, () => mdxSafe(pick(paragraphs)));
      return `${level} ${mdxSafe(pick(headings))} option${page}x${section}\n\n${body.join("\n\n")}\n`;
    });
    const title = `Generated page ${page}: ${mdxSafe(pick(headings))}`;
    const markdown = `---\ntitle: "${title.replace(/"/g, "'")}"\n---\n\n${mdxSafe(pick(paragraphs))} generatedApi${page}\n\n${sections.join("\n")}`;
    await writeFile(join(folder, `page-${page}.md`), markdown);
  }
}
