// Serves build/ (or BUILD_DIR) with the production nginx configuration (deploy/nginx) on localhost.
// It runs Debian's nginx (installed when missing) from a private prefix, so the system's
// nginx configuration is never touched, and its workers drop root privileges.
// PORT (default 3000) and BUILD_DIR (default build) choose what it serves where.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync, chmodSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const nginx = "/usr/sbin/nginx";
const root = resolve(process.env.BUILD_DIR ?? "build");
const configDir = resolve("deploy/nginx");
const port = process.env.PORT ?? "3000";

if (!existsSync(join(root, "index.html"))) {
  console.error("No production build in build/: run `npm run build` first.");
  process.exit(1);
}

if (!existsSync(nginx)) {
  console.log("Installing Debian's nginx...");
  const asRoot = process.getuid?.() === 0 ? [] : ["sudo"];
  const run = (args) => execFileSync(asRoot[0] ?? args[0], asRoot.length ? args : args.slice(1), { stdio: "inherit" });
  run(["apt-get", "update", "-qq"]);
  run(["apt-get", "install", "-y", "-qq", "nginx-light"]);
}

const prefix = mkdtempSync(join(tmpdir(), "lingui-docs-nginx-"));
chmodSync(prefix, 0o755);
const site = readFileSync(join(configDir, "site.conf"), "utf8").replaceAll("@ROOT@", root).replaceAll("@PORT@", port);
writeFileSync(join(prefix, "site.conf"), site);
writeFileSync(
  join(prefix, "nginx.conf"),
  `${process.getuid?.() === 0 ? "user nobody nogroup;" : ""}
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

execFileSync(nginx, ["-t", "-q", "-p", prefix, "-c", join(prefix, "nginx.conf")], { stdio: "inherit" });
console.log(`Serving ${root} with nginx on http://localhost:${port}`);
const server = spawn(nginx, ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-g", "daemon off;"], {
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill("SIGQUIT"));
server.on("exit", (code) => process.exit(code ?? 0));
