import { test, expect } from "./fixtures";
import { statSync } from "node:fs";
import { join } from "node:path";
import { cacheControl } from "../../deploy/headers";
import { buildDir } from "../site";

const securityHeaderNames = [
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "strict-transport-security",
];

test("pages carry the security headers, with a CSP that allows no inline script by default", async ({ request }) => {
  const response = await request.get("/introduction");
  const headers = response.headers();
  for (const name of securityHeaderNames) expect(headers[name], name).toBeTruthy();
  const csp = headers["content-security-policy"];
  const scriptSources = /script-src ([^;]+)/.exec(csp)?.[1].split(" ") ?? [];
  expect(scriptSources).not.toContain("'unsafe-inline'");
  expect(scriptSources.filter((source) => source.startsWith("'sha256-")).length).toBeGreaterThan(0);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
});

test("every inline script of a page is allowed by the CSP's hashes", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => /Content Security Policy/i.test(message.text()) && violations.push(message.text()));
  for (const route of ["/", "/introduction", "/blog"]) {
    await page.goto(route);
    await expect(page.locator("html")).toHaveAttribute("data-theme", /light|dark/);
  }
  expect(violations).toEqual([]);
});

test("HTML is revalidated and hashed assets are cached for good", async ({ request, page }) => {
  const html = await request.get("/");
  expect(html.headers()["cache-control"]).toBe(cacheControl.pages);
  await page.goto("/");
  const script = await page.locator("script[src^='/assets/js/']").first().getAttribute("src");
  const asset = await request.get(String(script));
  expect(asset.status()).toBe(200);
  expect(asset.headers()["cache-control"]).toBe(cacheControl.hashedAssets);
  expect(asset.headers()["content-security-policy"]).toBeTruthy();
});

test("text responses are gzip-compressed", async ({ request }) => {
  const response = await request.get("/introduction", { headers: { "Accept-Encoding": "gzip" } });
  expect(response.headers()["content-encoding"]).toBe("gzip");
});

test("pages are sent from the gzip copies written at build time, not compressed per request", async ({ request }) => {
  for (const route of ["/introduction", "/ref/core"]) {
    const response = await request.get(route, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers()["content-encoding"]).toBe("gzip");
    // nginx compressing on the fly streams the body in chunks, without a length.
    expect(Number(response.headers()["content-length"])).toBe(statSync(join(buildDir, `${route}.html.gz`)).size);
  }
});

test("a missing page answers 404 with the not-found page and the same headers", async ({ request }) => {
  const response = await request.get("/ref/not-a-page");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Page Not Found");
  expect(response.headers()["content-security-policy"]).toBeTruthy();
});

test(".html and /index.html addresses redirect to the clean URL, keeping the query", async ({ request }) => {
  for (const [from, to] of [
    ["/introduction.html", "/introduction"],
    ["/blog/index.html", "/blog"],
    ["/index.html", "/"],
    ["/ref/cli.html?tab=yarn", "/ref/cli?tab=yarn"],
  ]) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()["location"], from).toBe(to);
  }
});

test("folders are not listed and server-only build files are not served", async ({ request }) => {
  for (const path of ["/assets/", "/img/", "/_nginx/page-headers.conf", "/_headers", "/_redirects"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
