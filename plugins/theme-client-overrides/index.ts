import { dirname, join } from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { failOn, sourceProblems } from "../framework-guards/check";
import { replaceInClientBundle, type Replacement } from "../replaceInClientBundle";

/**
 * Swaps two modules of the theme's and the docs plugin's client code for the site's, in the client bundle
 * only (the server render keeps the originals; pages render as before):
 * - theme-common's useCodeWordWrap becomes src/codeBlock/useCodeWordWrap, which measures a code block for
 *   its wrap button when it comes near the viewport instead of as it mounts, each time with a forced layout;
 * - the docs hooks' helpers become src/docs/activeDocContextPerPath, which finds the active version and doc
 *   once per path instead of once per caller and render, and the doc by a lookup instead of a scan.
 * A replacement whose module or import is gone would do nothing silently, so the build fails instead
 * (`themeOverrideProblems`).
 */
export default function themeClientOverridesPlugin(context: LoadContext): Plugin {
  const themeCommon = dirname(require.resolve("@docusaurus/theme-common/internal"));
  const docsClient = dirname(require.resolve("@docusaurus/plugin-content-docs/client"));
  const site = (...path: string[]) => join(context.siteDir, "src", ...path);
  const replacements: Replacement[] = [
    {
      context: themeCommon,
      request: "./hooks/useCodeWordWrap",
      issuer: join(themeCommon, "internal.js"),
      by: site("codeBlock", "useCodeWordWrap.ts"),
    },
    {
      context: docsClient,
      request: "./docsClientUtils",
      issuer: join(docsClient, "index.js"),
      by: site("docs", "activeDocContextPerPath.ts"),
    },
  ];
  failOn("plugins/theme-client-overrides", themeOverrideProblems(themeCommon, docsClient));
  return { name: "theme-client-overrides", configureWebpack: replaceInClientBundle(replacements) };
}

/** Each replaced module must still exist, export what the site's version exports, and be imported as matched. */
export function themeOverrideProblems(themeCommon: string, docsClient: string): string[] {
  const advice =
    "a replacement in plugins/theme-client-overrides no longer applies; see what the replaced module does now and update it";
  return [
    ...sourceProblems(
      join(themeCommon, "internal.js"),
      ["export { useCodeWordWrap } from './hooks/useCodeWordWrap'"],
      advice,
    ),
    ...sourceProblems(join(themeCommon, "hooks", "useCodeWordWrap.js"), ["export function useCodeWordWrap()"], advice),
    ...sourceProblems(
      join(docsClient, "index.js"),
      [
        "import { getActivePlugin, getLatestVersion, getActiveVersion, getActiveDocContext, getDocVersionSuggestions, } from './docsClientUtils'",
      ],
      advice,
    ),
    ...sourceProblems(
      join(docsClient, "docsClientUtils.js"),
      [
        "export function getActivePlugin(",
        "export const getLatestVersion =",
        "export function getActiveVersion(data, pathname)",
        "export function getActiveDocContext(data, pathname)",
        "export function getDocVersionSuggestions(",
      ],
      advice,
    ),
  ];
}
