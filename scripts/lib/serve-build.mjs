// Starts the production server (scripts/serve-nginx.mjs) for a benchmark and waits until it answers.
import { spawn } from "node:child_process";

/** @returns {Promise<import("node:child_process").ChildProcess>} the server; kill it with SIGTERM */
export async function serveBuild(port, buildDir = process.env.BUILD_DIR ?? "build") {
  const server = spawn("node", ["scripts/serve-nginx.mjs"], {
    env: { ...process.env, PORT: String(port), BUILD_DIR: buildDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://localhost:${port}/`;
  for (let attempt = 0; attempt < 600 && server.exitCode === null; attempt++) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill("SIGTERM");
  throw new Error(`the server did not answer at ${url}`);
}
