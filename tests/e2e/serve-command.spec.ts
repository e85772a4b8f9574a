// `npm run serve` (scripts/serve-nginx.mjs) as a new user meets it: from a private home folder as
// root, and each way it can fail, in one clear line.
import { test, expect } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, chownSync, cpSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const script = resolve("scripts/serve-nginx.mjs");
const isRoot = process.getuid?.() === 0;
// Each worker of the run takes its own range of ports: two tests of this file may run at once.
let nextPort = 3900 + 100 * Number(process.env.TEST_PARALLEL_INDEX ?? 0);

type Run = { child: ChildProcess; output: () => { stdout: string; stderr: string }; exited: Promise<number | null> };

function serve(env: Record<string, string>, cwd = process.cwd()): Run {
  const child = spawn(process.execPath, [script], { cwd, env: { ...process.env, ...env } });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => (stdout += chunk));
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolveExit) => child.on("exit", (code) => resolveExit(code)));
  return { child, output: () => ({ stdout, stderr }), exited };
}

async function failure(run: Run) {
  expect(await run.exited).toBe(1);
  const lines = run.output().stderr.trim().split("\n");
  expect(lines, "one line").toHaveLength(1);
  return lines[0];
}

/** A private folder like /root: mode 0700, owned by root, holding a copy of the build. */
function privateCheckout() {
  const home = mkdtempSync(join(tmpdir(), "private-home-"));
  chmodSync(home, 0o700);
  const build = join(home, "lingui-docs", "build");
  cpSync(resolve("build"), build, { recursive: true });
  return { home, build };
}

test.describe("started as root", () => {
  test.skip(!isRoot, "these tests are about running as root (CI runs as root)");

  test("a build in a private 0700 folder is served with 200, by workers running as its owner", async () => {
    const { home, build } = privateCheckout();
    expect(statSync(home).mode & 0o777).toBe(0o700);
    const port = String(nextPort++);
    const run = serve({ PORT: port, BUILD_DIR: build });
    try {
      await expect.poll(() => run.output().stdout, { timeout: 15_000 }).toContain(`http://localhost:${port}/`);
      expect(run.output().stdout).toContain("(workers run as root)");
      for (const path of ["/", "/introduction", "/ref/cli"]) {
        const response = await fetch(`http://localhost:${port}${path}`);
        expect(response.status, path).toBe(200);
      }
    } finally {
      run.child.kill("SIGTERM");
      await run.exited;
      rmSync(home, { recursive: true, force: true });
    }
  });

  test("a build its owner's workers cannot reach is refused with the reason, not served as 403s", async () => {
    const { home, build } = privateCheckout();
    chownSync(build, 65534, 65534); // nobody, locked out by the 0700 folder above
    const run = serve({ PORT: String(nextPort++), BUILD_DIR: build });
    try {
      expect(await failure(run)).toMatch(/^serve: nginx's workers run as nobody, who cannot read .*index\.html: /);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});

test("when the port is taken, it says so and how to pick another", async () => {
  const port = nextPort++;
  const blocker: Server = createServer();
  await new Promise<void>((listening) => blocker.listen(port, "127.0.0.1", listening));
  try {
    const line = await failure(serve({ PORT: String(port) }));
    expect(line).toBe(
      `serve: port ${port} is already in use: stop what listens there, or pick another port (PORT=3001 npm run serve).`,
    );
  } finally {
    blocker.close();
  }
});

test("without a build, it says to build first", async () => {
  const empty = mkdtempSync(join(tmpdir(), "no-build-"));
  try {
    const line = await failure(serve({ PORT: String(nextPort++), BUILD_DIR: empty }));
    expect(line).toMatch(/^serve: no production build in .*no-build-.*\/: run `npm run build` first\.$/);
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
});

test("when nginx cannot start, it gives nginx's reason in one line", async () => {
  const checkout = mkdtempSync(join(tmpdir(), "broken-config-"));
  try {
    mkdirSync(join(checkout, "deploy", "nginx"), { recursive: true });
    writeFileSync(
      join(checkout, "deploy", "nginx", "site.conf"),
      "server { listen 127.0.0.1:@PORT@; no_such_directive on; }\n",
    );
    const line = await failure(serve({ PORT: String(nextPort++), BUILD_DIR: resolve("build") }, checkout));
    expect(line).toMatch(/^serve: nginx cannot start: unknown directive "no_such_directive" in .*site\.conf:1\.$/);
  } finally {
    rmSync(checkout, { recursive: true, force: true });
  }
});

test("a PORT that is not a port number is refused", async () => {
  expect(await failure(serve({ PORT: "80a" }))).toBe('serve: PORT must be a number from 1 to 65535, not "80a".');
});
