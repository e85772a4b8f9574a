// Times a clean production build (`npm run build`: Docusaurus, then the .gz copies), then prints its output size and the first-load weight of one
// page of each type, measured in Chromium against the build served by our nginx configuration.
import { execFileSync } from "node:child_process";
import { rmSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions, measureFirstLoad, pageTypes } from "./lib/first-load.mjs";
import { serveBuild } from "./lib/serve-build.mjs";

function folderBytes(folder) {
  return readdirSync(folder).reduce((total, name) => {
    const path = join(folder, name);
    const stats = statSync(path);
    if (stats.isDirectory()) return total + folderBytes(path);
    return name.endsWith(".gz") ? total : total + stats.size;
  }, 0);
}

rmSync("build", { recursive: true, force: true });
rmSync(".docusaurus", { recursive: true, force: true });
rmSync("node_modules/.cache", { recursive: true, force: true });
const started = performance.now();
execFileSync("npm", ["run", "--silent", "build"], { stdio: ["ignore", "ignore", "inherit"] });
const seconds = (performance.now() - started) / 1000;
console.log(`build: ${seconds.toFixed(1)} s (clean, no cache)`);
console.log(`output: ${(folderBytes("build") / 1024 / 1024).toFixed(2)} MB in build/, not counting the .gz copies`);

const port = process.env.PORT ?? "3500";
const server = await serveBuild(port);
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const [type, route] of Object.entries(pageTypes)) {
    const { jsBytes, cssBytes } = await measureFirstLoad(browser, `http://localhost:${port}${route}`);
    console.log(
      `${type} ${route}: first-load JS ${(jsBytes / 1024).toFixed(1)} KB gzip, CSS ${(cssBytes / 1024).toFixed(1)} KB gzip`,
    );
  }
} finally {
  await browser.close();
  server.kill("SIGTERM");
}
