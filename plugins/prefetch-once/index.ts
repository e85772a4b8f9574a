import { dirname, join } from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";

/**
 * In the client bundle, Docusaurus's route prefetching goes through src/prefetch/prefetchOnce, which asks
 * the browser for each chunk once instead of once per link (see that module). Pages render as before.
 */
export default function prefetchOncePlugin(context: LoadContext): Plugin {
  const coreClient = dirname(require.resolve("@docusaurus/core/lib/client/prefetch.js"));
  const replacement = join(context.siteDir, "src", "prefetch", "prefetchOnce.ts");
  return {
    name: "prefetch-once",
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/^\.\/prefetch$/, (resource: { context: string; request: string }) => {
            if (resource.context === coreClient) resource.request = replacement;
          }),
        ],
      };
    },
  };
}
