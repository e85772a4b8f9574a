import type { Token } from "prism-react-renderer";

let renderedBlocks: Map<string, Token[][]> | undefined;

const blockKey = (language: string, code: string) => `${language}\n${code}`;

function tokensOfLine(line: Element): Token[] {
  const tokens = Array.from(line.querySelectorAll(".token"), (span) => ({
    types: span.className.split(/\s+/).filter((name) => name && name !== "token"),
    content: span.textContent ?? "",
  }));
  // prism-react-renderer gives an empty line one token holding "\n", which the Line component renders empty.
  if (tokens.length === 1 && tokens[0].content === "") return [{ ...tokens[0], content: "\n", empty: true }];
  return tokens;
}

const textOfLine = (tokens: Token[]) => (tokens[0]?.empty ? "" : tokens.map((token) => token.content).join(""));

function readRenderedBlocks(): Map<string, Token[][]> {
  const blocks = new Map<string, Token[][]>();
  for (const code of Array.from(document.querySelectorAll("pre.prism-code > code"))) {
    const language = /\blanguage-(\S+)/.exec(code.parentElement?.className ?? "")?.[1];
    if (!language) continue;
    const lines = Array.from(code.querySelectorAll(":scope > .token-line"), tokensOfLine);
    blocks.set(blockKey(language, lines.map(textOfLine).join("\n")), lines);
  }
  return blocks;
}

/**
 * The tokens of a code block as Prism highlighted it when the page was built, read from the page's HTML
 * the first time a block asks (during hydration, before anything has changed it). Undefined for a block
 * that was not on the page the browser loaded, such as one on a page reached by client-side navigation.
 */
export function renderedTokens(language: string, code: string): Token[][] | undefined {
  if (typeof document === "undefined") return undefined;
  renderedBlocks ??= readRenderedBlocks();
  return renderedBlocks.get(blockKey(language, code));
}
