/**
 * The docs plugin's client helpers, with the active version and the active doc worked out once per docs data
 * and path (plugins/theme-client-overrides swaps this module in for the plugin's hooks). The navbar's four doc
 * links, the version dropdown, the version banner and the search bar each ask on every render, and each
 * answer scanned both versions' docs, matching every doc's path; they all re-render once the page has
 * hydrated, in one long task. The answers are plain data, the same for the same data and path.
 */
import {
  getActiveDocContext as findActiveDocContext,
  getActivePlugin,
  getActiveVersion as findActiveVersion,
  getDocVersionSuggestions,
  getLatestVersion,
} from "@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js";

type DocsData = Parameters<typeof findActiveVersion>[0];

function oncePerPath<Result>(find: (data: DocsData, pathname: string) => Result) {
  const answers = new WeakMap<DocsData, Map<string, Result>>();
  return (data: DocsData, pathname: string): Result => {
    let byPath = answers.get(data);
    if (!byPath) answers.set(data, (byPath = new Map()));
    if (!byPath.has(pathname)) byPath.set(pathname, find(data, pathname));
    return byPath.get(pathname) as Result;
  };
}

export const getActiveVersion = oncePerPath(findActiveVersion);
export const getActiveDocContext = oncePerPath(findActiveDocContext);
export { getActivePlugin, getDocVersionSuggestions, getLatestVersion };
