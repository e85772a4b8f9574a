import lighthouse from "lighthouse";
import { launch } from "chrome-launcher";
import { serveBuild } from "./scripts/lib/serve-build.mjs";
const server = await serveBuild("3300");
const chrome = await launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
try {
  const { lhr } = await lighthouse(`http://localhost:3300${process.argv[2]}`, { port: chrome.port, output: "json", logLevel: "error" });
  for (const ref of lhr.categories.seo.auditRefs) { const a = lhr.audits[ref.id]; if (a.score !== null && a.score < 1) console.log("SEO", ref.id, a.title, JSON.stringify(a.details?.items?.slice(0, 5))); }
  console.log("TBT", lhr.audits["total-blocking-time"].numericValue);
  console.log(JSON.stringify(lhr.audits["long-tasks"]?.details?.items?.slice(0, 8).map(i => [i.url, Math.round(i.startTime), Math.round(i.duration)])));
} finally { await chrome.kill(); server.kill("SIGTERM"); }
