// Finds the value claims of the ts/tsx/js/jsx blocks (value-claims.mjs). A `run` block's claims
// are handed on to be checked as it runs (run-blocks.mjs); in a block that does not run, a claim
// fails, since nothing would ever compare it with what the code gives.
import { findClaims } from "./value-claims.mjs";

const HOW_TO_FIX =
  "make the block a `run` block (with the imports and setup it needs), or rephrase the comment " +
  "as prose that does not claim a value (say what happens)";

/**
 * @param {import("./block-module.mjs").BlockModule[]} modules the blocks that are checked
 * @param {{ block: import("./extract-blocks.mjs").Block, extension: string }[]} skipped ts/js blocks marked `skip`
 * @returns {Map<import("./block-module.mjs").BlockModule, import("./value-claims.mjs").Claim[]>}
 *   the claims of each `run` block, all of them checkable
 */
export function collectClaims(modules, skipped, report) {
  const toCheck = new Map();
  for (const module of modules) {
    const claims = findClaims(module.text, module.extension);
    const fail = (claim, message) => report.fail(module.block.page, module.pageLine(claim.line), "claim", message);
    if (!module.block.meta.run) {
      const why = module.block.meta.fragment ? "a fragment does not run" : "the block does not run";
      claims.forEach((claim) => fail(claim, `\`${claim.comment}\` claims a value, but ${why}: ${HOW_TO_FIX}`));
      continue;
    }
    claims
      .filter((claim) => claim.unsupported)
      .forEach((claim) => fail(claim, `\`${claim.comment}\`: ${claim.unsupported}`));
    toCheck.set(
      module,
      claims.filter((claim) => !claim.unsupported),
    );
  }
  for (const { block, extension } of skipped) {
    for (const claim of findClaims(block.code, extension)) {
      const message = `\`${claim.comment}\` claims a value, but the block is skipped: ${HOW_TO_FIX}`;
      report.fail(block.page, block.line + 1 + claim.line, "claim", message);
    }
  }
  return toCheck;
}
