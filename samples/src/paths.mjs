// Where things are: the site's root (docs/ and blog/ live there), this package, and a
// scratch folder inside node_modules so files written there resolve the pinned packages.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const samplesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const siteDir = path.resolve(samplesDir, "..");

const scratchRoot = path.join(samplesDir, "node_modules", ".cache", "lingui-samples");

/** A fresh folder below samples/node_modules, so `import "@lingui/core"` resolves from it. */
export function makeScratchDir(prefix) {
  fs.mkdirSync(scratchRoot, { recursive: true });
  return fs.mkdtempSync(path.join(scratchRoot, `${prefix}-`));
}

/** The path to show in messages: relative to the site root when inside it. */
export function displayPath(file) {
  const relative = path.relative(siteDir, file);
  return relative.startsWith("..") ? file : relative.split(path.sep).join("/");
}
