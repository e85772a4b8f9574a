// A plain static server for a site that is not ours (the seed of `npm run bench:vs`): files as they are,
// text compressed with gzip on every request, no precompressed copies, no cache headers, no redirects.
// That is what a default static host does; Docusaurus's own `serve` adds nothing we measure.
// Run as `node scripts/lib/serve-plain-gzip.mjs <folder> <port>`, or start it with `servePlainGzip`.
import { fork } from "node:child_process";
import { createReadStream, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { createGzip } from "node:zlib";

const contentTypes = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
};
const compressible = (type) => /^text\/|json|xml|svg/.test(type);

function fileOf(root, urlPath) {
  const path = join(root, normalize(decodeURIComponent(urlPath)));
  if (path !== root && !path.startsWith(root + sep)) return undefined;
  // Docusaurus writes /a/b as a/b/index.html (or a/b.html with trailingSlash false).
  for (const candidate of [path, join(path, "index.html"), `${path}.html`]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

/** Serves `root` on `port` until the process ends. */
function listen(root, port) {
  createServer((request, response) => {
    const urlPath = new URL(request.url, "http://localhost").pathname;
    const found = fileOf(root, urlPath);
    const file = found ?? join(root, "404.html");
    const type = contentTypes[extname(file)] ?? "application/octet-stream";
    const gzip = compressible(type) && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
    response.writeHead(found ? 200 : 404, {
      "Content-Type": type,
      ...(gzip ? { "Content-Encoding": "gzip", Vary: "Accept-Encoding" } : {}),
    });
    if (request.method === "HEAD") return response.end();
    const body = createReadStream(file);
    (gzip ? body.pipe(createGzip()) : body).pipe(response);
  })
    .on("error", (error) => {
      console.error(`serve-plain-gzip: cannot listen on port ${port} (${error.code}): pick another port.`);
      process.exit(1);
    })
    .listen(Number(port), "127.0.0.1", () => process.send?.("listening"));
}

/**
 * Starts the server in a process of its own, as nginx is for our sites, and waits until it listens (it says
 * so itself: another server already on the port would answer a request too).
 * @returns {Promise<import("node:child_process").ChildProcess>} the server; kill it with SIGTERM
 */
export function servePlainGzip(root, port) {
  const server = fork(fileURLToPath(import.meta.url), [root, String(port)], {
    execArgv: [],
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    server.once("message", () => resolve(server));
    server.once("exit", (code) => reject(new Error(`the static server of ${root} stopped (exit code ${code})`)));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [root, port] = process.argv.slice(2);
  listen(resolve(root), port);
}
