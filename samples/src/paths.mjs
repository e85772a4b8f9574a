// Where things are: the site's root (docs/ and blog/ live there), this checker, the package
// that pins the Lingui packages under check, and a scratch folder inside that package's
// node_modules so files written there resolve the pinned packages.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const samplesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const siteDir = path.resolve(samplesDir, "..");

/** Set by `cli.mjs --package <dir>` for the checker it starts (see select-package.mjs). */
export const PACKAGE_VARIABLE = "LINGUI_SAMPLES_PACKAGE";

/**
 * The package whose node_modules hold the pinned Lingui packages: this one (Lingui 4.14.1), or
 * the one named by `--package` (samples-6/ for Lingui 6).
 */
export const packageDir = path.resolve(process.env[PACKAGE_VARIABLE] ?? samplesDir);

/** The pinned package's package.json. */
export const packageManifest = JSON.parse(fs.readFileSync(path.join(packageDir, "package.json"), "utf8"));

const scratchRoot = path.join(packageDir, "node_modules", ".cache", "lingui-samples");

/**
 * A fresh folder below the pinned package's node_modules, so `import "@lingui/core"` resolves
 * from it. Its real path: Node.js names files by it in stack traces, also when node_modules is
 * a symbolic link.
 */
export function makeScratchDir(prefix) {
  fs.mkdirSync(scratchRoot, { recursive: true });
  return fs.realpathSync(fs.mkdtempSync(path.join(scratchRoot, `${prefix}-`)));
}

/** The path to show in messages: relative to the site root when inside it. */
export function displayPath(file) {
  const relative = path.relative(siteDir, file);
  return relative.startsWith("..") ? file : relative.split(path.sep).join("/");
}
