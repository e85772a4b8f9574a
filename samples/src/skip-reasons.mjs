// "The sample packages do not include X" is no reason to skip a block: X is added to the pinned
// package at the major the page names, and the block is checked. A skip reason that blames a
// missing package passes only when it names one that the pinned package.json lists, with why, under
// "samples": { "unavailable" } (not on the registry, or a whole framework install) or
// "otherMajors" (another major of a package the checker has, shown on purpose).
import path from "node:path";
import { displayPath, packageDir, packageManifest } from "./paths.mjs";

const BLAMES_A_PACKAGE =
  /\b(not (installed|among|part of|on the registry)|(does|do) not (install|include)|lacks?|needs)\b/i;
const listed = new Set([
  ...Object.keys(packageManifest.samples?.unavailable ?? {}),
  ...Object.keys(packageManifest.samples?.otherMajors ?? {}),
]);
const manifestPath = displayPath(path.join(packageDir, "package.json"));

/** @returns {string | undefined} why a skip reason is not one, and what to do instead */
export function skipReasonProblem(reason) {
  if (!BLAMES_A_PACKAGE.test(reason)) return undefined;
  const words = reason.match(/@?[\w.-]+(?:\/[\w.-]+)?/g) ?? [];
  if (words.some((word) => listed.has(word))) return undefined;
  return (
    `a missing package is no reason to skip ("${reason}"): add it to ${manifestPath} at the major the page ` +
    `names and let the block be checked, or list it under "samples": { "unavailable" } there with why it cannot be installed`
  );
}
