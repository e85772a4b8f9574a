// Prints the first-load weight of pages of the production build: the JavaScript and CSS
// a browser fetches to show the page (scripts, preloaded route chunks, stylesheets), gzip-compressed.
// Usage: node scripts/page-weight.mjs [route ...]   (default: one page of each type)
import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export const defaultRoutes = ["/", "/introduction", "/blog/2023/04/26/announcing-lingui-4.0"];

function htmlFileOf(route) {
  const clean = route.replace(/\/$/, "");
  for (const candidate of [join("build", clean, "index.html"), join("build", `${clean}.html`)]) {
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`No built page for ${route}: run npm run build first.`);
}

/** The JS and CSS assets a page loads before it is interactive. */
export function firstLoadAssets(html) {
  // The minified HTML leaves attribute values unquoted where it can: accept both forms.
  const scripts = [...html.matchAll(/<script[^>]+src="?([^"\s>]+)/g)].map((m) => m[1]);
  const preloaded = [...html.matchAll(/<link[^>]+rel="?preload"?[^>]+href="?([^"\s>]+\.js)/g)].map((m) => m[1]);
  const styles = [...html.matchAll(/<link[^>]+rel="?stylesheet"?[^>]+href="?([^"\s>]+)/g)].map((m) => m[1]);
  return { js: [...new Set([...scripts, ...preloaded])], css: [...new Set(styles)] };
}

const gzipBytes = (asset) => gzipSync(readFileSync(join("build", asset)), { level: 9 }).length;
const sum = (assets) => assets.reduce((total, asset) => total + gzipBytes(asset), 0);

export function pageWeight(route) {
  const { js, css } = firstLoadAssets(readFileSync(htmlFileOf(route), "utf8"));
  return { route, jsFiles: js.length, jsGzip: sum(js), cssGzip: sum(css) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const routes = process.argv.slice(2).length ? process.argv.slice(2) : defaultRoutes;
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const { route, jsFiles, jsGzip, cssGzip } of routes.map(pageWeight)) {
    console.log(`${route}: first-load JS ${kb(jsGzip)} gzip in ${jsFiles} files, CSS ${kb(cssGzip)} gzip`);
  }
}
