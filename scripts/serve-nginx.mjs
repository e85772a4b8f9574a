// Serves build/ (or BUILD_DIR) with the production nginx configuration (deploy/nginx) on localhost.
// It runs Debian's nginx (installed when missing) from a private prefix, so the system's
// nginx configuration is never touched. Started as root, its workers run as the owner of the
// build folder, so a checkout in a private home folder (/root, mode 0700) is served too.
// PORT (default 3000) and BUILD_DIR (default build) choose what it serves where.
// Every way it can fail ends with one line that says what to do.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync, chmodSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { readableBy, workerUser } from "./lib/worker-user.mjs";

const nginx = "/usr/sbin/nginx";
const root = resolve(process.env.BUILD_DIR ?? "build");
const shownRoot = relative(process.cwd(), root) || ".";
const configDir = resolve("deploy/nginx");
const port = process.env.PORT ?? "3000";

function fail(message) {
  console.error(`serve: ${message}`);
  process.exit(1);
}

if (!/^\d+$/.test(port) || Number(port) < 1 || Number(port) > 65535) {
  fail(`PORT must be a number from 1 to 65535, not "${port}".`);
}

if (!existsSync(join(root, "index.html"))) {
  fail(`no production build in ${shownRoot}/: run \`npm run build\` first.`);
}

if (!existsSync(nginx)) {
  console.log("Installing Debian's nginx...");
  const asRoot = process.getuid?.() === 0 ? [] : ["sudo"];
  const run = (args) => execFileSync(asRoot[0] ?? args[0], asRoot.length ? args : args.slice(1), { stdio: "inherit" });
  run(["apt-get", "update", "-qq"]);
  run(["apt-get", "install", "-y", "-qq", "nginx-light"]);
}

await new Promise((resolvePort) => {
  const probe = createServer();
  probe.once("error", (error) =>
    fail(
      error.code === "EADDRINUSE"
        ? `port ${port} is already in use: stop what listens there, or pick another port (PORT=3001 npm run serve).`
        : `cannot listen on port ${port} (${error.code}): pick another port (PORT=3001 npm run serve).`,
    ),
  );
  probe.listen(Number(port), "127.0.0.1", () => probe.close(resolvePort));
});

// As root, nginx's workers drop privileges; they must be able to read the build.
const worker = process.getuid?.() === 0 ? workerUser(root) : undefined;
if (worker && !readableBy(join(root, "index.html"), worker)) {
  fail(
    `nginx's workers run as ${worker.name}, who cannot read ${join(root, "index.html")}: make the folders on the way readable (chmod o+x), or build as ${worker.name}.`,
  );
}

const prefix = mkdtempSync(join(tmpdir(), "lingui-docs-nginx-"));
chmodSync(prefix, 0o755);
const site = readFileSync(join(configDir, "site.conf"), "utf8").replaceAll("@ROOT@", root).replaceAll("@PORT@", port);
writeFileSync(join(prefix, "site.conf"), site);
writeFileSync(
  join(prefix, "nginx.conf"),
  `${worker ? `user ${worker.name} ${worker.group};` : ""}
worker_processes 2;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/site.conf;
}
`,
);

const nginxArgs = ["-p", prefix, "-c", join(prefix, "nginx.conf")];
const firstError = (output) =>
  String(output)
    .split("\n")
    .map((line) => line.replace(/^(nginx: )?([\d/]+ [\d:]+ )?\[\w+\] (\d+#\d+: )?/, "").trim())
    .find((line) => line && !/test (is successful|failed)|syntax is ok/.test(line)) ?? "no reason given";
try {
  execFileSync(nginx, ["-t", "-q", ...nginxArgs], { stdio: ["ignore", "ignore", "pipe"] });
} catch (error) {
  fail(`nginx cannot start: ${firstError(error.stderr)}.`);
}

const server = spawn(nginx, [...nginxArgs, "-g", "daemon off;"], { stdio: ["ignore", "inherit", "pipe"] });
let errors = "";
server.stderr.on("data", (chunk) => {
  errors += chunk;
  process.stderr.write(chunk);
});
console.log(
  `Serving ${shownRoot}/ with nginx at http://localhost:${port}/${worker ? ` (workers run as ${worker.name})` : ""}`,
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill("SIGQUIT"));
server.on("exit", (code, signal) => {
  if (code) fail(`nginx stopped (exit code ${code}): ${firstError(errors)}.`);
  process.exit(signal ? 0 : (code ?? 0));
});
