// The Lingui packages under check come from the pinned package (paths.mjs `packageDir`), not
// from this checker's own node_modules; so do the differences between Lingui majors that the
// checks depend on: where the macros are imported from, and the Babel plugin that expands them.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { packageDir } from "./paths.mjs";

const requireFromPackage = createRequire(path.join(packageDir, "package.json"));

/** The file `specifier` names, resolved from the pinned package's node_modules. */
export function resolvePinned(specifier) {
  return requireFromPackage.resolve(specifier);
}

/** `import(specifier)` as a file of the pinned package would run it. */
export function importPinned(specifier) {
  return import(pathToFileURL(resolvePinned(specifier)).href);
}

function installedVersion(name) {
  return JSON.parse(fs.readFileSync(path.join(packageDir, "node_modules", name, "package.json"), "utf8")).version;
}

export const linguiVersion = installedVersion("@lingui/core");
const isLingui4 = linguiVersion.startsWith("4.");

const JS_MACROS = ["t", "msg", "defineMessage", "plural", "select", "selectOrdinal"];
const JSX_MACROS = ["Trans", "Plural", "Select", "SelectOrdinal"];

/**
 * The macro modules and their names. Lingui 4 has one `@lingui/macro`; from Lingui 5 on the
 * JavaScript macros are in `@lingui/core/macro` and the JSX ones in `@lingui/react/macro`.
 * @type {Record<string, string[]>}
 */
export const macroModules = isLingui4
  ? { "@lingui/macro": [...JS_MACROS, ...JSX_MACROS] }
  : { "@lingui/core/macro": JS_MACROS, "@lingui/react/macro": JSX_MACROS };

/** The Babel plugin entry that expands the macros: babel-plugin-macros for Lingui 4, the Lingui macro plugin after. */
export async function macroPlugin(linguiConfig) {
  if (isLingui4) return [(await importPinned("babel-plugin-macros")).default, { lingui: { linguiConfig } }];
  return [(await importPinned("@lingui/babel-plugin-lingui-macro")).default, { linguiConfig }];
}
