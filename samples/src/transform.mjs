// Babel as a reader's build runs it: the real Lingui macro of the pinned version
// (pinned-lingui.mjs), TypeScript stripped, JSX compiled. Its output is what run blocks execute.
import babel from "@babel/core";
import presetTypescript from "@babel/preset-typescript";
import presetReact from "@babel/preset-react";
import { importPinned, macroModules, macroPlugin } from "./pinned-lingui.mjs";

const { makeConfig } = await importPinned("@lingui/conf");
// The macro reads a Lingui config; the blocks have none, so it gets the defaults.
export const linguiConfig = makeConfig({ locales: ["en"], sourceLocale: "en" }, { skipValidation: true });
const plugin = await macroPlugin(linguiConfig);
const MACRO_IMPORT = new RegExp(
  `["'](${Object.keys(macroModules)
    .map((name) => name.replaceAll("/", "\\/"))
    .join("|")})["']`,
);

/** @param {import("./block-module.mjs").BlockModule} module */
export function usesMacros(module) {
  return MACRO_IMPORT.test(module.text);
}

/**
 * @param {import("./block-module.mjs").BlockModule} module
 * @param {string} text the module's code, or a rewrite of it that keeps its lines
 * @param {{ keepJsx?: boolean }} options `keepJsx`: leave JSX as it is, as the macro outputs on the pages show it
 * @returns {string} ES module code
 * @throws {Error & { loc?: { line: number } }} Babel's error, with the module's 1-based line
 */
export function transformModule(module, text = module.text, { keepJsx = false } = {}) {
  return babel.transformSync(text, {
    filename: module.fileName,
    babelrc: false,
    configFile: false,
    sourceType: "module",
    retainLines: true, // so Node's stack traces point at the block's lines
    presets: [presetTypescript, ...(keepJsx ? [] : [[presetReact, { runtime: "automatic" }]])],
    plugins: [plugin],
  }).code;
}
