// Routes every block of the pages to its checks (see classify-block.mjs), and every install
// command to check-installs.mjs, and records the outcome in the report. Generated message IDs are
// checked page by page (check-message-ids.mjs); TypeScript runs once over all ts/js blocks at the
// end, then the scenarios are replayed (run-scenarios.mjs).
import path from "node:path";
import { toModules } from "./block-module.mjs";
import { checkJsonCatalog, checkPoBlock } from "./check-catalogs.mjs";
import { checkPackageScripts, checkShellBlock } from "./check-cli.mjs";
import { collectClaims } from "./check-claims.mjs";
import { checkConfig } from "./check-config.mjs";
import { checkDeclarations } from "./check-declarations.mjs";
import { checkIcuBlock } from "./check-icu.mjs";
import { checkInstalls } from "./check-installs.mjs";
import { checkJsoncBlock, parseJsonBlock } from "./check-json.mjs";
import { checkMacroOutputs } from "./check-macro-output.mjs";
import { transformBlocks } from "./check-macros.mjs";
import { checkMessageIds } from "./check-message-ids.mjs";
import { checkTypes } from "./check-typescript.mjs";
import { checkVueBlock } from "./check-vue.mjs";
import { classifyBlock } from "./classify-block.mjs";
import { runBlocks } from "./run-blocks.mjs";
import { collectScenarios, runScenarios } from "./run-scenarios.mjs";
import { skipReasonProblem } from "./skip-reasons.mjs";

/** @param {ReturnType<typeof import("./extract-blocks.mjs").readPage>[]} pages */
export async function checkBlocks(pages, report) {
  const moduleBlocks = [];
  const configBlocks = [];
  const skippedModuleBlocks = [];
  const declarationBlocks = [];
  /** Blocks that show the macro's output, with the index in `moduleBlocks` of the block above them. */
  const macroOutputBlocks = [];
  for (const pageBlocks of pages) {
    const { page, blocks, problems } = pageBlocks;
    for (const { line, message } of problems) report.fail(page, line, "mdx", message);
    // Every install command, skipped blocks included: a reader runs it whatever the rest of the block.
    checkInstalls(pageBlocks, report);
    for (const [index, block] of blocks.entries()) {
      report.found += 1;
      const { kind, extension, config, catalog, problems: metaProblems } = classifyBlock(block);
      for (const problem of metaProblems) report.fail(block.page, block.line, "info string", problem);
      if (block.meta.skip !== undefined) {
        // A scenario's file is still written and run by the scenario, whose assertions check it.
        const list = block.meta.scenario === undefined ? report.skipped : report.scenarioOnly;
        if (typeof block.meta.skip === "string") {
          list.push({ page, line: block.line, reason: block.meta.skip });
          const problem = skipReasonProblem(block.meta.skip);
          if (problem) report.fail(page, block.line, "skip", problem);
        }
        if (kind === "module") skippedModuleBlocks.push({ block, extension });
        continue;
      }
      // An `expect` block is an excerpt of a file a scenario writes: the scenario checks it.
      if (block.meta.scenario !== undefined && block.meta.expect === true) continue;
      if (kind === "not-code") {
        if (block.meta.scenario === undefined) report.markNotCode(block.lang);
        continue;
      }
      if (typeof block.meta.fragment === "string") {
        report.fragments.push({ page, line: block.line, reason: block.meta.fragment });
      }
      // A package's declarations, shown for reading: compared with the package's `.d.ts` files instead.
      if (kind === "module" && typeof block.meta["declared-in"] === "string") {
        declarationBlocks.push(block);
      } else if (kind === "module" && block.meta["macro-output"] !== undefined) {
        const above = blocks[index - 1];
        macroOutputBlocks.push({ block, sourceIndex: moduleBlocks.findLastIndex((entry) => entry.block === above) });
      } else if (kind === "module") {
        moduleBlocks.push({ block, extension });
        if (config && !block.meta.fragment) configBlocks.push(block);
      } else {
        await checkData(block, { kind, config, catalog }, report);
      }
    }
  }
  const modules = toModules(moduleBlocks);
  await checkMessageIds(pages, modules, report);
  checkTypes(modules, report);
  checkDeclarations(declarationBlocks, report);
  checkMacroOutputs(
    macroOutputBlocks.map(({ block, sourceIndex }) => ({ block, source: modules[sourceIndex] })),
    report,
  );
  configBlocks.forEach((block) => checkConfig(block, report));
  const claims = collectClaims(modules, skippedModuleBlocks, report);
  await runBlocks(transformBlocks(modules, claims, report), claims, report);
  // `skip` leaves a block out of the checks above only: a scenario still replays it (a Flow file, say).
  await runScenarios(collectScenarios(pages.flatMap(({ blocks }) => blocks)), report);
}

async function checkData(block, { kind, config, catalog }, report) {
  // A scenario's commands are run for real (run-scenarios.mjs), failing flags included.
  if (kind === "shell") return block.meta.scenario === undefined ? checkShellBlock(block, report) : undefined;
  if (kind === "icu") return checkIcuBlock(block, report);
  if (kind === "po") return checkPoBlock(block, report);
  if (kind === "jsonc") return checkJsoncBlock(block, report);
  if (kind === "vue") return checkVueBlock(block, report);
  const value = parseJsonBlock(block, report);
  if (value === undefined) return;
  if (catalog) await checkJsonCatalog(block, value, report);
  if (!config) return;
  if (path.posix.basename(block.meta.title) === "package.json") {
    await checkPackageScripts(block, value.scripts, report);
    if (value.lingui === undefined) return; // a package.json without Lingui settings
  }
  checkConfig(block, report);
}
