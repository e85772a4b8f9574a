// Babel as a reader's build runs it: the real Lingui macro (babel-plugin-macros), TypeScript
// stripped, JSX compiled. Its output is what run blocks execute.
import babel from "@babel/core";
import presetTypescript from "@babel/preset-typescript";
import presetReact from "@babel/preset-react";
import macros from "babel-plugin-macros";
import { makeConfig } from "@lingui/conf";

// The macro reads a Lingui config; the blocks have none, so it gets the defaults.
const linguiConfig = makeConfig({ locales: ["en"], sourceLocale: "en" }, { skipValidation: true });

/** @param {import("./block-module.mjs").BlockModule} module */
export function usesMacros(module) {
  return /["']@lingui\/macro["']/.test(module.text);
}

/**
 * @param {import("./block-module.mjs").BlockModule} module
 * @returns {string} ES module code
 * @throws {Error & { loc?: { line: number } }} Babel's error, with the module's 1-based line
 */
export function transformModule(module) {
  return babel.transformSync(module.text, {
    filename: module.fileName,
    babelrc: false,
    configFile: false,
    sourceType: "module",
    retainLines: true, // so Node's stack traces point at the block's lines
    presets: [presetTypescript, [presetReact, { runtime: "automatic" }]],
    plugins: [[macros, { lingui: { linguiConfig } }]],
  }).code;
}
