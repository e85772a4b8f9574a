import { dirname } from "node:path";
import type { Plugin } from "@docusaurus/types";

/**
 * Runs the site in the browser on Preact's React-compatible layer instead of React DOM.
 *
 * Pages are still rendered to HTML with React at build time; only the client bundle is aliased.
 * React DOM is about 60 KB gzip of the main bundle, Preact with its compat layer about 5 KB: the
 * single largest cut to the JavaScript every page loads. The browser tests run against this build.
 */
export default function preactClientPlugin(): Plugin {
  const compat = dirname(require.resolve("preact/compat/package.json"));
  return {
    name: "preact-client",
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return { resolve: { alias: { react: compat, "react-dom": compat } } };
    },
  };
}
