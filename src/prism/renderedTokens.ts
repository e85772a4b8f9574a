import type { Token } from "prism-react-renderer";

type RenderedBlock = { language: string; code: Element };

const blockKey = (language: string, code: string) => `${language}\n${code}`;

/**
 * The page's highlighted blocks, taken when this module loads, before hydration. The elements are kept, so
 * a block can still be read after the page has replaced it (tabs remount their panels once hydrated).
 */
const servedBlocks: RenderedBlock[] =
  typeof document === "undefined"
    ? []
    : Array.from(document.querySelectorAll("pre.prism-code > code"), (code) => ({
        language: /\blanguage-(\S+)/.exec(code.parentElement?.className ?? "")?.[1] ?? "",
        code,
      })).filter((block) => block.language);

let blocksByKey: Map<string, { code: Element; tokens?: Token[][] }> | undefined;

const linesOf = (code: Element) => Array.from(code.querySelectorAll(":scope > .token-line"));

function tokensOfLine(line: Element): Token[] {
  const tokens = Array.from(line.querySelectorAll(".token"), (span) => ({
    types: span.className.split(/\s+/).filter((name) => name && name !== "token"),
    content: span.textContent ?? "",
  }));
  // prism-react-renderer gives an empty line one token holding "\n", which the Line component renders empty.
  if (tokens.length === 1 && tokens[0].content === "") return [{ ...tokens[0], content: "\n", empty: true }];
  return tokens;
}

/**
 * The tokens of a code block as Prism highlighted it when the page was built, read from the page's HTML.
 * Undefined for a block that was not on the page the browser loaded, such as one on a page reached by
 * client-side navigation. A block's tokens are read when it first asks, and kept.
 */
export function renderedTokens(language: string, code: string): Token[][] | undefined {
  blocksByKey ??= new Map(
    servedBlocks.map((block) => [
      blockKey(
        block.language,
        linesOf(block.code)
          .map((line) => line.textContent ?? "")
          .join("\n"),
      ),
      { code: block.code },
    ]),
  );
  const block = blocksByKey.get(blockKey(language, code));
  if (block) block.tokens ??= linesOf(block.code).map(tokensOfLine);
  return block?.tokens;
}
