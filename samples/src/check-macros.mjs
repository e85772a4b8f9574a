// Transforms the blocks that use @lingui/macro (they must transform without error) and the
// blocks that will run (Node needs plain JavaScript; their value claims are rewritten into checks
// first, see value-claims.mjs). Each failure is reported once.
import { stripVTControlCharacters } from "node:util";
import { transformModule, usesMacros } from "./transform.mjs";
import { withClaimChecks } from "./value-claims.mjs";

/**
 * @param {import("./block-module.mjs").BlockModule[]} modules
 * @param {Map<import("./block-module.mjs").BlockModule, import("./value-claims.mjs").Claim[]>} claims of the run blocks
 * @returns {Map<import("./block-module.mjs").BlockModule, string>} the code of those that transformed
 */
export function transformBlocks(modules, claims, report) {
  const transformed = new Map();
  for (const module of modules.filter((module) => usesMacros(module) || module.block.meta.run)) {
    try {
      transformed.set(module, transformModule(module, withClaimChecks(module.text, claims.get(module) ?? [])));
    } catch (error) {
      // Babel colours its code frame when the environment says colours work (CI=true does).
      const message = stripVTControlCharacters(error.message);
      const line = module.pageLine((error.loc?.line ?? frameLine(message)) - 1);
      report.fail(module.block.page, line, usesMacros(module) ? "macro" : "babel", describe(message, module.fileName));
    }
  }
  return transformed;
}

// Syntax errors carry `loc`; errors a plugin throws (the macro's) only have the code frame's `>` line.
function frameLine(message) {
  return Number(message.match(/^\s*>\s*(\d+) \|/m)?.[1] ?? 1);
}

// Babel prefixes the file name and appends a code frame; the page line replaces both.
function describe(message, fileName) {
  const lines = message.replace(`${fileName}: `, "").split("\n");
  const frameStart = lines.findIndex((line) => /^\s*>?\s*\d+ \|/.test(line));
  return lines
    .slice(0, frameStart < 0 ? undefined : frameStart)
    .join("\n")
    .trim();
}
