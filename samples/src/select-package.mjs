// `--package <dir>` checks the pages against another pinned package (samples-6/ for Lingui 6):
// the checker starts again in a child process that names that package (paths.mjs) and runs on
// the Node.js the package ships in node_modules/node, when it has one. That Node.js also comes
// first on the child's PATH, so the `lingui` and `npx` commands of scenarios run on it too; the
// site and its other tools keep the machine's Node.js.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PACKAGE_VARIABLE } from "./paths.mjs";

/** The Node.js binary a pinned package provides, or the one running now. */
export function nodeOf(dir) {
  const own = path.join(dir, "node_modules", "node", "bin", "node");
  return fs.existsSync(own) ? own : process.execPath;
}

/**
 * Runs `script args` for the package `dir`, its output going to this process's.
 * @returns {Promise<number>} the child's exit code
 */
export function runForPackage(dir, script, args) {
  const node = nodeOf(dir);
  const env = {
    ...process.env,
    [PACKAGE_VARIABLE]: dir,
    PATH: [path.dirname(node), process.env.PATH].filter(Boolean).join(path.delimiter),
  };
  return new Promise((resolve, reject) => {
    const child = spawn(node, [script, ...args], { env, stdio: "inherit" });
    child.on("error", reject);
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
