// A tutorial page as the steps a reader follows, in document order (the convention is in
// CONTRIBUTING.md, "Tutorials run end to end"):
//   <PackageInstall [dev] packages="..."/>  -> install those packages
//   a shell block                           -> run its commands
//   any other block with title="path"       -> write that file (a later block replaces it)
// Only the first tab of a <Tabs> is followed; skipped blocks and fragments are illustrations, and
// scenario blocks are replayed on their own.
import { classifyBlock } from "./classify-block.mjs";
import { parseShell } from "./parse-shell.mjs";

/**
 * @typedef {{ line: number, type: "install", dev: boolean, packages: string[] }
 *   | { line: number, type: "file", path: string, content: string }
 *   | { line: number, type: "command", text: string, words: string[] }} Step
 * @returns {Step[]}
 */
export function tutorialSteps({ blocks, installs }) {
  // Scenario blocks belong to their own small projects (run-scenarios.mjs), not to the tutorial's.
  const followed = blocks.filter(
    (block) => !block.otherTab && !block.meta.skip && !block.meta.fragment && block.meta.scenario === undefined,
  );
  return [
    ...installs
      .filter((install) => !install.otherTab)
      .map(({ line, dev, packages }) => ({ line, type: "install", dev, packages })),
    ...followed.flatMap(blockSteps),
  ].sort((a, b) => a.line - b.line);
}

function blockSteps(block) {
  if (classifyBlock(block).kind === "shell") {
    return parseShell(block.code, { prompts: block.lang === "console" }).map(({ line, text, words }) => ({
      line: block.line + 1 + line,
      type: "command",
      text,
      words,
    }));
  }
  if (typeof block.meta.title === "string") {
    return [{ line: block.line, type: "file", path: block.meta.title, content: `${block.code}\n` }];
  }
  return [];
}
