import type { Plugin } from "@docusaurus/types";

/** Where the banner goes in: after minification (which would drop the comment), before the content hashes. */
const afterMinification = 1000;

/**
 * Marks every script of the client bundle for eager compilation (Chrome 136+ reads the comment
 * `//# allFunctionsCalledOnLoad` on a script's first line).
 *
 * The scripts a page loads run nearly all of their functions while the page starts and hydrates: the
 * modules of the main bundle and of the route chunks, the theme's components, Preact. By default V8
 * compiles each function on its first call, on the main thread, and those first calls made up most of
 * the hydration task. With the hint, V8 compiles the functions while the script streams in, on a
 * background thread. Browsers without the feature ignore the comment.
 */
export default function eagerCompileHintsPlugin(): Plugin {
  return {
    name: "eager-compile-hints",
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      const { BannerPlugin } = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: "//# allFunctionsCalledOnLoad",
            raw: true,
            test: /\.js$/,
            stage: afterMinification,
          }),
        ],
      };
    },
  };
}
