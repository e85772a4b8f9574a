// Starts the production server (scripts/serve-nginx.mjs) on a port for a benchmark and waits until it answers.
import { spawn } from "node:child_process";

/** @returns {Promise<import("node:child_process").ChildProcess>} the server; kill it with SIGTERM */
export async function serveBuild(port) {
  const server = spawn("node", ["scripts/serve-nginx.mjs"], { env: { ...process.env, PORT: port }, stdio: "ignore" });
  const url = `http://localhost:${port}/`;
  for (let attempt = 0; attempt < 50; attempt++) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill("SIGTERM");
  throw new Error(`the server did not answer at ${url}`);
}
