// Imported by a `run` block whose claims value-claims.mjs rewrote: each claimed statement hands
// its value here, and the outcome is appended as a JSON line to the file the checker names in
// SAMPLES_CLAIMS_FILE. A wrong claim does not stop the block, so every claim of it is checked.
import fs from "node:fs";
import { format, inspect, isDeepStrictEqual } from "node:util";

const file = process.env.SAMPLES_CLAIMS_FILE;
if (!file) throw new Error("claim-runtime.mjs records claims for the sample checker: SAMPLES_CLAIMS_FILE is not set");

/** Checks the value of a claimed expression or variable, and passes it on. */
export function claimValue(line, expected, actual) {
  record(line, isDeepStrictEqual(actual, expected), actual);
  return actual;
}

/**
 * Stands for `console.log` on a claimed line: logs, then checks the one value logged (the printed
 * line when several are). A string claim also matches the printed line: `console.log(3); // "3"`.
 */
export function claimLogged(line, expected) {
  return (...values) => {
    console.log(...values);
    const printed = format(...values);
    const logged = values.length === 1 ? values[0] : printed;
    record(line, isDeepStrictEqual(logged, expected) || expected === printed, logged);
  };
}

function record(line, ok, actual) {
  const shown =
    typeof actual === "string" ? JSON.stringify(actual) : inspect(actual, { depth: null, breakLength: Infinity });
  fs.appendFileSync(file, `${JSON.stringify({ line, ok, actual: shown })}\n`);
}
