import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { failOn } from "../framework-guards/check";

/** The docs plugin's version data files, which stripDocDescriptions.cjs rewrites. */
const versionDataFile = /docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

/** Ships the docs version data to browsers without the docs' descriptions (see stripDocDescriptions.cjs). */
export default function leanDocsMetadataPlugin(context: LoadContext): Plugin {
  return {
    name: "lean-docs-metadata",
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [{ test: versionDataFile, use: [{ loader: join(__dirname, "stripDocDescriptions.cjs") }] }],
        },
      };
    },
    // The loader checks the data's shape when it runs; a rule that matches no file would never run.
    postBuild() {
      failOn("plugins/lean-docs-metadata", versionDataProblems(context.generatedFilesDir));
    },
  };
}

/** The docs plugin must still write its version data where the loader rule looks for it. */
export function versionDataProblems(generatedFilesDir: string): string[] {
  const docsData = join(generatedFilesDir, "docusaurus-plugin-content-docs");
  const files = existsSync(docsData)
    ? readdirSync(docsData, { recursive: true, encoding: "utf8" }).map((file) => join(docsData, file))
    : [];
  return files.some((file) => versionDataFile.test(file))
    ? []
    : [
        `no docs version data matches the loader rule in ${docsData}: the docs plugin writes it elsewhere now; find the file every docs page loads (its docs' descriptions) and update the rule in plugins/lean-docs-metadata`,
      ];
}
