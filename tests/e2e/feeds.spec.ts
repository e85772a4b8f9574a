import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";
import { parseFeed } from "@rowanmanning/feed-parser";
import { blogPosts } from "../site";

const siteUrl = "https://lingui.dev";
const feeds = [
  { name: "RSS", path: "/blog/rss.xml", type: "application/rss+xml" },
  { name: "Atom", path: "/blog/atom.xml", type: "application/atom+xml" },
];

/** Parses with the browser's XML parser, which (unlike a lenient feed parser) rejects any malformed XML. */
const xmlErrors = (page: Page, xml: string) =>
  page.evaluate(
    (source) => new DOMParser().parseFromString(source, "application/xml").querySelector("parsererror")?.textContent,
    xml,
  );

const textOfHtml = (page: Page, html: string) =>
  page.evaluate((source) => new DOMParser().parseFromString(source, "text/html").body.textContent ?? "", html);

test("blog pages link to the RSS and Atom feeds from their head", async ({ page, request }) => {
  await page.goto(blogPosts.lingui4);
  for (const { path, type } of feeds) {
    const href = await page.locator(`head link[rel="alternate"][type="${type}"]`).getAttribute("href");
    expect(new URL(href ?? "", page.url()).pathname).toBe(path);
    expect((await request.get(path)).status()).toBe(200);
  }
});

for (const { name, path } of feeds) {
  test(`the ${name} feed is valid XML that a feed parser reads, listing every post at its absolute URL`, async ({
    page,
    request,
  }) => {
    const response = await request.get(path);
    expect(response.headers()["content-type"]).toMatch(/xml; charset=utf-8$/);
    const xml = await response.text();
    expect(await xmlErrors(page, xml)).toBeUndefined();

    const feed = parseFeed(xml);
    expect(feed.title).toBe("Lingui Blog");
    expect(feed.url).toBe(`${siteUrl}/blog`);
    const itemUrls = feed.items.map((item) => item.url);
    for (const route of Object.values(blogPosts)) expect(itemUrls).toContain(`${siteUrl}${route}`);
  });

  test(`the ${name} feed carries each post's full content with absolute links`, async ({ page, request }) => {
    const xml = await (await request.get(path)).text();
    const items = parseFeed(xml).items;
    for (const route of Object.values(blogPosts)) {
      await page.goto(route);
      const paragraphs = await page.locator("article .markdown > p").allTextContents();
      const item = items.find((candidate) => candidate.url === `${siteUrl}${route}`);
      const content = await textOfHtml(page, item?.content ?? "");
      for (const paragraph of [paragraphs[0], paragraphs[paragraphs.length - 1]]) expect(content).toContain(paragraph);
    }
    // Read from the XML itself: the feed parser would resolve relative URLs and hide them. Only attributes of
    // tags count: a code sample's text (`&lt;a href="/refunds"&gt;`) is not a link.
    const tags = [...xml.matchAll(/<[a-zA-Z][^<>]*>/g)].map((match) => match[0]);
    const urls = tags.flatMap((tag) => [...tag.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) => match[1]));
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) expect(url).toMatch(/^(https:\/\/|mailto:)/);
  });
}
