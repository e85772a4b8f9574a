// Starts the production server (scripts/serve-nginx.mjs) for a benchmark and waits until it answers.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * Serves a build with the nginx configuration (`deploy/nginx`) of the checkout in `cwd`: another commit's
 * build is served with its own configuration, which reads the headers that build wrote. The launcher is
 * this checkout's, which knows which user nginx's workers must run as (older ones did not).
 * @returns {Promise<import("node:child_process").ChildProcess>} the server; kill it with SIGTERM
 */
export async function serveBuild(port, buildDir = process.env.BUILD_DIR ?? "build", cwd = process.cwd()) {
  const server = spawn("node", [fileURLToPath(new URL("../serve-nginx.mjs", import.meta.url))], {
    cwd,
    env: { ...process.env, PORT: String(port), BUILD_DIR: buildDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return waitUntilAnswering(`http://localhost:${port}/`, server);
}

/** Waits until `url` answers 200, for at most a minute; kills the `server` if it does not or if it stops. */
async function waitUntilAnswering(url, server) {
  let status;
  for (let attempt = 0; attempt < 600 && server.exitCode === null && status === undefined; attempt++) {
    status = await fetch(url).then(
      (response) => response.status,
      () => undefined,
    );
    if (status === 200) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill("SIGTERM");
  throw new Error(`the server at ${url} ${status ? `answered ${status}` : "did not answer"}`);
}
