// Runs a child process to completion with a time limit, collecting its output. The child gets
// its own process group so a timeout also ends what it started (npm, vite, ...).
import { spawn } from "node:child_process";

/** @returns {Promise<{ code: number | null, stdout: string, stderr: string, timedOut: boolean }>} */
export function spawnProcess(command, args, { cwd, env = process.env, timeout = 60_000 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    let timedOut = false;
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const timer = setTimeout(() => {
      timedOut = true;
      process.kill(-child.pid, "SIGKILL");
    }, timeout);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, timedOut });
    });
  });
}

/** The first error a Node process printed (its message and detail lines, without the stack). */
export function firstError(output) {
  const lines = output.split("\n");
  const start = lines.findIndex((line) => /^[\w.]*(Error|Exception)\b.*:/.test(line) || /^npm error/.test(line));
  if (start < 0)
    return lines
      .filter((line) => line.trim())
      .slice(-5)
      .join("\n");
  const end = lines.findIndex((line, index) => index > start && /^\s+at /.test(line));
  return lines
    .slice(start, end < 0 ? start + 10 : end)
    .join("\n")
    .trim();
}
