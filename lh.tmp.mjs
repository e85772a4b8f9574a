import lighthouse from "lighthouse";
import { launch } from "chrome-launcher";
import { serveBuild } from "./scripts/lib/serve-build.mjs";
const server = await serveBuild("3300");
const chrome = await launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
try {
  for (const route of process.argv.slice(2)) for (let i = 0; i < 2; i++) {
    const { lhr } = await lighthouse(`http://localhost:3300${route}`, { port: chrome.port, output: "json", logLevel: "error" });
    console.log(route, Math.round(lhr.categories.performance.score * 100), "TBT", Math.round(lhr.audits["total-blocking-time"].numericValue), "LCP", Math.round(lhr.audits["largest-contentful-paint"].numericValue), "CLS", lhr.audits["cumulative-layout-shift"].numericValue);
  }
} finally { await chrome.kill(); server.kill("SIGTERM"); }
