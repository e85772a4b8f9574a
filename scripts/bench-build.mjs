// Times a clean production build and prints its output size and first-load page weights.
import { execFileSync } from "node:child_process";
import { rmSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { defaultRoutes, pageWeight } from "./page-weight.mjs";

function folderBytes(folder) {
  return readdirSync(folder).reduce((total, name) => {
    const path = join(folder, name);
    const stats = statSync(path);
    return total + (stats.isDirectory() ? folderBytes(path) : stats.size);
  }, 0);
}

rmSync("build", { recursive: true, force: true });
rmSync(".docusaurus", { recursive: true, force: true });
const started = performance.now();
execFileSync("npx", ["docusaurus", "build"], { stdio: ["ignore", "ignore", "inherit"] });
const seconds = (performance.now() - started) / 1000;

console.log(`build: ${seconds.toFixed(1)} s (clean, no cache)`);
console.log(`output: ${(folderBytes("build") / 1024 / 1024).toFixed(2)} MB in build/`);
for (const { route, jsGzip, cssGzip } of defaultRoutes.map(pageWeight)) {
  console.log(
    `${route}: first-load JS ${(jsGzip / 1024).toFixed(1)} KB gzip, CSS ${(cssGzip / 1024).toFixed(1)} KB gzip`,
  );
}
