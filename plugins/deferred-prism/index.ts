import { join } from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";

/**
 * Keeps Prism (about 25 KB gzip with its languages) out of the JavaScript every page loads.
 *
 * The classic theme highlights code blocks with prism-react-renderer and loads Prism and the extra
 * languages from a client module, so both sit in the main bundle. Pages are rendered with Prism at build
 * time as before; in the browser, "prism-react-renderer" becomes src/prism/Highlight, which reuses the
 * tokens already in the HTML, and the theme's client module becomes one that loads Prism on the first
 * client-side navigation. The browser tests check both the highlighting and the bytes.
 */
export default function deferredPrismPlugin(context: LoadContext): Plugin {
  const prism = join(context.siteDir, "src", "prism");
  const themeClientModule = require
    .resolve("@docusaurus/theme-classic/lib/prism-include-languages")
    .replace(/\.js$/, "");
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
