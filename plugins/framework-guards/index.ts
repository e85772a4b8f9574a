import { dirname } from "node:path";
import type { Plugin } from "@docusaurus/types";
import { failOn } from "./check";
import { checkSwizzles } from "./swizzles";

/** The folder of theme-classic's components, which src/theme swizzles. */
export const themeClassicDir = dirname(dirname(require.resolve("@docusaurus/theme-classic/lib/theme/Layout/index.js")));

/**
 * Fails the build when a swizzled theme component (swizzles.ts) is gone or changed. The plugins that
 * replace or patch framework modules check their own targets the same way (check.ts).
 */
export default function frameworkGuardsPlugin(): Plugin {
  failOn("src/theme (swizzled components)", checkSwizzles(themeClassicDir));
  return { name: "framework-guards" };
}
