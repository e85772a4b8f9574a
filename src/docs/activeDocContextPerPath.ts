/**
 * The docs plugin's client helpers as its hooks import them (plugins/theme-client-overrides swaps this module
 * in), with the active version and the active doc found once per path, the doc by a lookup
 * (./activeDocContext).
 */
import {
  getActivePlugin,
  getActiveVersion as findActiveVersion,
  getDocVersionSuggestions,
  getLatestVersion,
} from "@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js";
import { activeDocContextFinder, oncePerPath } from "./activeDocContext";

export const getActiveVersion = oncePerPath(findActiveVersion);
export const getActiveDocContext = activeDocContextFinder(getActiveVersion);
export { getActivePlugin, getDocVersionSuggestions, getLatestVersion };
