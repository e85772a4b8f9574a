import { join } from "node:path";
import type { Plugin } from "@docusaurus/types";

/** Ships the docs version data to browsers without the docs' descriptions (see stripDocDescriptions.cjs). */
export default function leanDocsMetadataPlugin(): Plugin {
  return {
    name: "lean-docs-metadata",
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: /docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
              use: [{ loader: join(__dirname, "stripDocDescriptions.cjs") }],
            },
          ],
        },
      };
    },
  };
}
