// Executes the `run` blocks (already transformed to plain JavaScript) with Node, two at a time
// (this is a 2-core machine). Each must exit 0; a failure points at the line in the stack trace.
import fs from "node:fs";
import path from "node:path";
import { makeScratchDir } from "./paths.mjs";
import { firstError, spawnProcess } from "./spawn-process.mjs";

const CONCURRENCY = 2;
const TIMEOUT = 30_000;

/** @param {Map<import("./block-module.mjs").BlockModule, string>} transformed */
export async function runBlocks(transformed, report) {
  const runnable = [...transformed].filter(([module]) => module.block.meta.run);
  if (runnable.length === 0) return;
  const dir = makeScratchDir("run");
  const queue = runnable.entries();
  const worker = async () => {
    for (const [index, [module, code]] of queue) {
      const file = path.join(dir, `block-${index}.mjs`);
      fs.writeFileSync(file, code);
      const result = await spawnProcess(process.execPath, [file], { cwd: dir, timeout: TIMEOUT });
      report.executed += 1;
      if (result.code !== 0) {
        const { page } = module.block;
        const reason = result.timedOut
          ? `did not finish within ${TIMEOUT / 1000} s`
          : `exited with code ${result.code}`;
        report.fail(
          page,
          stackLine(result.stderr, file, module),
          "run",
          `${reason}\n${firstError(result.stderr)}`.trim(),
        );
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  fs.rmSync(dir, { recursive: true, force: true });
}

// Babel kept the lines (retainLines), so the first frame in our file maps to the page.
function stackLine(stderr, file, module) {
  const match = stderr.match(new RegExp(`${file.replaceAll(/[.*+?^${}()|[\]\\/]/g, "\\$&")}:(\\d+)`));
  return match ? module.pageLine(Number(match[1]) - 1) : module.block.line;
}
