// Executes the `run` blocks (already transformed to plain JavaScript) with Node, two at a time
// (this is a 2-core machine). Each must exit 0; a failure points at the line in the stack trace.
// Each value claim of a block (value-claims.mjs) must have run and given the claimed value.
import fs from "node:fs";
import path from "node:path";
import { makeScratchDir } from "./paths.mjs";
import { firstError, spawnProcess } from "./spawn-process.mjs";

const CONCURRENCY = 2;
const TIMEOUT = 30_000;

/**
 * @param {Map<import("./block-module.mjs").BlockModule, string>} transformed
 * @param {Map<import("./block-module.mjs").BlockModule, import("./value-claims.mjs").Claim[]>} claims
 */
export async function runBlocks(transformed, claims, report) {
  const runnable = [...transformed].filter(([module]) => module.block.meta.run);
  if (runnable.length === 0) return;
  const dir = makeScratchDir("run");
  const queue = runnable.entries();
  const worker = async () => {
    for (const [index, [module, code]] of queue) {
      const file = path.join(dir, `block-${index}.mjs`);
      fs.writeFileSync(file, code);
      const claimsFile = `${file}.claims.jsonl`;
      const env = { ...process.env, SAMPLES_CLAIMS_FILE: claimsFile };
      const result = await spawnProcess(process.execPath, [file], { cwd: dir, env, timeout: TIMEOUT });
      report.executed += 1;
      checkClaimOutcomes(module, claims.get(module) ?? [], claimsFile, result.code === 0, report);
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

// A claim fails when a run of its line gave another value, or, once the block ran to its end,
// when its line never ran (a claim inside a function nobody calls checks nothing).
function checkClaimOutcomes(module, claims, claimsFile, ranToEnd, report) {
  if (claims.length === 0) return;
  const outcomes = fs.existsSync(claimsFile)
    ? fs
        .readFileSync(claimsFile, "utf8")
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line))
    : [];
  for (const claim of claims) {
    const ofClaim = outcomes.filter((outcome) => outcome.line === claim.line);
    const wrong = ofClaim.find((outcome) => !outcome.ok);
    const fail = (message) => report.fail(module.block.page, module.pageLine(claim.line), "claim", message);
    if (wrong) fail(`expected ${claim.literal} but the code gives ${wrong.actual}`);
    else if (ofClaim.length === 0 && ranToEnd) fail(`\`${claim.comment}\`: the line never ran, so nothing checked it`);
  }
}

// Babel kept the lines (retainLines), so the first frame in our file maps to the page.
function stackLine(stderr, file, module) {
  const match = stderr.match(new RegExp(`${file.replaceAll(/[.*+?^${}()|[\]\\/]/g, "\\$&")}:(\\d+)`));
  return match ? module.pageLine(Number(match[1]) - 1) : module.block.line;
}
