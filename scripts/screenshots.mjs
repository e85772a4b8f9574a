// Takes screenshots of pages of the served site in light and dark mode, at desktop and phone width,
// so that a person can look at them. Usage: node scripts/screenshots.mjs [route ...]
// Writes artifacts/screenshots/<page>-<mode>-<width>.png; the site must be served (npm run serve).
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";

const baseURL = process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/introduction"];
const outDir = "artifacts/screenshots";
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
for (const route of routes) {
  for (const colorScheme of ["light", "dark"]) {
    for (const width of [1280, 390]) {
      const page = await browser.newPage({ colorScheme, viewport: { width, height: width > 400 ? 900 : 844 } });
      await page.goto(baseURL + route, { waitUntil: "networkidle" });
      const name = route === "/" ? "home" : route.slice(1).replaceAll("/", "_");
      await page.screenshot({ path: `${outDir}/${name}-${colorScheme}-${width}.png` });
      await page.close();
    }
  }
}
await browser.close();
console.log(`Screenshots written to ${outDir}/`);
