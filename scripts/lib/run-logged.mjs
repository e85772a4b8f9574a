// Runs a long build step with its output in a log file rather than on the terminal (a Docusaurus or Yarn run
// prints hundreds of lines); when the step fails, the error carries the end of that log.
import { spawnSync } from "node:child_process";
import { appendFileSync, openSync, closeSync, readFileSync } from "node:fs";

/** Runs `command args` in `cwd`, appending its output to `logFile`; throws when it exits non-zero. */
export function runLogged(command, args, { cwd, env = process.env, logFile }) {
  appendFileSync(logFile, `\n$ ${[command, ...args].join(" ")}   (in ${cwd})\n`);
  const log = openSync(logFile, "a");
  try {
    const { status, error } = spawnSync(command, args, { cwd, env, stdio: ["ignore", log, log] });
    if (error) throw error;
    if (status !== 0) {
      const lastLines = readFileSync(logFile, "utf8").trimEnd().split("\n").slice(-25).join("\n");
      throw new Error(`\`${command} ${args.join(" ")}\` failed (exit code ${status}) in ${cwd}:\n${lastLines}`);
    }
  } finally {
    closeSync(log);
  }
}
