import { test, expect } from "./fixtures";

type CrawledPage = { status: number; ids: Set<string> };

/** Follows every internal link and anchor from the home page across the served site. */
test("no internal link or anchor of the site is broken", async ({ request }, testInfo) => {
  test.slow();
  const pages = new Map<string, CrawledPage>();
  const links: { from: string; path: string; anchor: string }[] = [];
  const external = new Set<string>();
  const queue = ["/"];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (pages.has(path)) continue;
    // A link that only works through a redirect counts as broken: links point at clean URLs.
    const response = await request.get(path, { maxRedirects: 0 });
    const isHtml = (response.headers()["content-type"] ?? "").includes("text/html");
    const html = response.ok() && isHtml ? await response.text() : "";
    pages.set(path, {
      status: response.status(),
      ids: new Set([...html.matchAll(/\sid="?([^"\s>]+)"?/g)].map((match) => match[1])),
    });
    for (const [, href] of html.matchAll(/<a\s[^>]*?href="?([^"\s>]+)"?/g)) {
      const url = new URL(href.replaceAll("&amp;", "&"), `http://site${path}`);
      if (url.origin !== "http://site") {
        if (url.protocol.startsWith("http")) external.add(url.href);
        continue;
      }
      links.push({ from: path, path: url.pathname, anchor: decodeURIComponent(url.hash.slice(1)) });
      if (!pages.has(url.pathname)) queue.push(url.pathname);
    }
  }
  const broken = links.flatMap(({ from, path, anchor }) => {
    const target = pages.get(path);
    if (target?.status !== 200) return [`${from} -> ${path} (${target?.status})`];
    if (anchor && !target.ids.has(anchor)) return [`${from} -> ${path}#${anchor} (no such anchor)`];
    return [];
  });
  await testInfo.attach("external-links.txt", { body: [...external].sort().join("\n") });
  console.log(
    `links: ${pages.size} pages crawled, ${links.length} internal links, ${external.size} external links listed (not fetched)`,
  );
  expect(broken).toEqual([]);
});
