import type { CSSProperties } from "react";
import clsx from "clsx";
import type { PrismTheme, RenderProps, Token } from "prism-react-renderer";

type StyleDictionary = Record<string, CSSProperties | undefined>;

/** The style of each token type in a theme, merged the way prism-react-renderer merges them. */
function styleDictionary(theme: PrismTheme, language: string): StyleDictionary {
  const dictionary: StyleDictionary = {};
  for (const { types, style, languages } of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) dictionary[type] = { ...dictionary[type], ...style };
  }
  dictionary.root = theme.plain;
  dictionary.plain = { ...theme.plain, backgroundColor: undefined };
  return dictionary;
}

function tokenStyle(dictionary: StyleDictionary, { types, empty }: Token): CSSProperties | undefined {
  if (types.length === 1 && types[0] === "plain") return empty ? { display: "inline-block" } : undefined;
  if (types.length === 1 && empty) return dictionary[types[0]];
  return Object.assign(empty ? { display: "inline-block" } : {}, ...types.map((type) => dictionary[type]));
}

/**
 * What prism-react-renderer's Highlight hands its render function, for tokens found some other way:
 * the same class names and inline styles, so the markup matches the page rendered at build time.
 */
export function renderProps(theme: PrismTheme, language: string, tokens: Token[][]): RenderProps {
  const dictionary = styleDictionary(theme, language);
  return {
    tokens,
    className: `prism-code language-${language}`,
    style: dictionary.root ?? {},
    getLineProps: ({ className, style }) => ({
      className: clsx("token-line", className),
      style: { ...dictionary.plain, ...style },
    }),
    getTokenProps: ({ token, className, style }) => {
      const themed = tokenStyle(dictionary, token);
      return {
        className: clsx("token", ...token.types, className),
        children: token.content,
        style: style ? { ...themed, ...style } : themed,
      };
    },
  };
}
