import { join } from "node:path";
import { themeClassicDir } from "../framework-guards";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { failOn, sourceProblems } from "../framework-guards/check";

/**
 * Keeps Prism (about 25 KB gzip with its languages) out of the JavaScript every page loads.
 *
 * The classic theme highlights code blocks with prism-react-renderer and loads Prism and the extra
 * languages from a client module, so both sit in the main bundle. Pages are rendered with Prism at build
 * time as before; in the browser, "prism-react-renderer" becomes src/prism/Highlight, which reuses the
 * tokens already in the HTML, and the theme's client module becomes one that loads Prism on the first
 * client-side navigation. The browser tests check both the highlighting and the bytes. Both aliases
 * match by module name, so the build fails if the theme stops using either name (`prismProblems`).
 */
export default function deferredPrismPlugin(context: LoadContext): Plugin {
  const prism = join(context.siteDir, "src", "prism");
  const themeClientModule = require
    .resolve("@docusaurus/theme-classic/lib/prism-include-languages")
    .replace(/\.js$/, "");
  failOn("plugins/deferred-prism", prismProblems(themeClassicDir));
  return {
    name: "deferred-prism",
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: {
          alias: {
            "prism-react-renderer$": join(prism, "Highlight.tsx"),
            [`${themeClientModule}$`]: join(prism, "navigationPreload.ts"),
          },
        },
      };
    },
  };
}

/** The theme must still highlight with prism-react-renderer and load Prism's languages from its client module. */
export function prismProblems(themeDir: string): string[] {
  const advice = "the theme loads Prism differently now; check how and update plugins/deferred-prism";
  return [
    ...sourceProblems(join(themeDir, "CodeBlock", "Content", "index.js"), ["from 'prism-react-renderer'"], advice),
    ...sourceProblems(join(themeDir, "..", "index.js"), ["'./prism-include-languages'"], advice),
    ...sourceProblems(join(themeDir, "..", "prism-include-languages.js"), ["from 'prism-react-renderer'"], advice),
  ];
}
