import { dirname, join } from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";

/**
 * Runs the site in the browser on Preact's React-compatible layer instead of React DOM.
 *
 * Pages are still rendered to HTML with React at build time; only the client bundle is aliased.
 * React DOM is about 60 KB gzip of the main bundle, Preact with its compat layer about 5 KB: the
 * single largest cut to the JavaScript every page loads. The browser tests run against this build.
 * Its client module makes the server HTML match what Preact expects, so hydration leaves the DOM alone.
 */
export default function preactClientPlugin(context: LoadContext): Plugin {
  const compat = dirname(require.resolve("preact/compat/package.json"));
  return {
    name: "preact-client",
    getClientModules() {
      return [join(context.siteDir, "src", "clientModules", "moveImagePreloadsToHead.ts")];
    },
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return { resolve: { alias: { react: compat, "react-dom": compat } } };
    },
  };
}
