import { test, expect } from "./fixtures";

test("sitemap.xml lists the pages with priority 0.5 and absolute URLs", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]);
  expect(entries.length).toBeGreaterThan(10);
  for (const entry of entries) {
    expect(entry).toMatch(/<loc>https:\/\/lingui\.dev\/[^<]*<\/loc>/);
    expect(entry).toContain("<priority>0.5</priority>");
  }
  expect(xml).toContain("<loc>https://lingui.dev/introduction</loc>");
  expect(xml).not.toContain("/404");
});
