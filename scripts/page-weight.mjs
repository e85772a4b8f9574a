// Prints the first-load JavaScript and CSS (gzip, as served) of one page of each type, or of the
// routes given. The site must be served: npm run serve. Usage: node scripts/page-weight.mjs [route ...]
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions, measureFirstLoad, pageTypes } from "./lib/first-load.mjs";

const baseURL = process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const routes = process.argv.slice(2).length ? process.argv.slice(2) : Object.values(pageTypes);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const browser = await chromium.launch(chromiumLaunchOptions);
for (const route of routes) {
  const { jsBytes, cssBytes, jsFiles } = await measureFirstLoad(browser, baseURL + route);
  console.log(`${route}: first-load JS ${kb(jsBytes)} gzip in ${jsFiles} files, CSS ${kb(cssBytes)} gzip`);
}
await browser.close();
