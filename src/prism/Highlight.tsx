import React, { useEffect, useMemo, useState, type ReactElement } from "react";
import type { HighlightProps, PrismTheme, Token } from "prism-react-renderer";
import { highlighterIfLoaded, loadHighlighter } from "./loadHighlighter";
import { renderedTokens } from "./renderedTokens";
import { renderProps } from "./themeStyles";

const plainTokens = (code: string): Token[][] =>
  code
    .split("\n")
    .map((line) => [line ? { types: ["plain"], content: line } : { types: ["plain"], content: "\n", empty: true }]);

const unthemed: PrismTheme = { plain: {}, styles: [] };

/**
 * The browser's stand-in for prism-react-renderer's Highlight (plugins/deferred-prism swaps it in).
 *
 * Code blocks on the page the browser loaded were highlighted at build time: their tokens are read back
 * from the HTML, so hydration and colour-mode changes need no Prism at all. A block that was not in that
 * HTML (after client-side navigation) loads Prism and shows its code unhighlighted until Prism arrives;
 * if Prism cannot load, the code stays readable, just without colours. The render props keep their
 * identity while the code and theme do, so the memoised lines (theme/CodeBlock/Line) skip re-rendering
 * when a block re-renders for other reasons, as every scrollable block does once it has mounted.
 */
export function Highlight(props: HighlightProps): ReactElement {
  const { code, theme } = props;
  const language = props.language.toLowerCase();
  const [PrismHighlight, setPrismHighlight] = useState(highlighterIfLoaded);
  const rendered = PrismHighlight ? undefined : renderedTokens(language, code);
  const needsPrism = !PrismHighlight && !rendered;
  const tokens = useMemo(() => rendered ?? plainTokens(code), [rendered, code]);
  const highlighted = useMemo(() => renderProps(theme ?? unthemed, language, tokens), [theme, language, tokens]);

  useEffect(() => {
    if (!needsPrism) return;
    let current = true;
    loadHighlighter().then(
      (loaded) => current && setPrismHighlight(() => loaded),
      () => undefined, // Offline or a missing chunk: plain text is still the right code.
    );
    return () => {
      current = false;
    };
  }, [needsPrism]);

  if (PrismHighlight) return <PrismHighlight {...props} />;
  return props.children(highlighted);
}
