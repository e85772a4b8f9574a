import { test, expect } from "./fixtures";
import type { APIRequestContext, Page } from "@playwright/test";
import { blogPosts } from "../site";

const siteUrl = "https://lingui.dev";

async function markdownOf(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"], path).toBe("text/markdown; charset=utf-8");
  return response.text();
}

/** The Markdown copies that llms.txt lists, as paths on the served site. */
async function listedCopies(request: APIRequestContext): Promise<{ title: string; path: string }[]> {
  const index = await (await request.get("/llms.txt")).text();
  return [...index.matchAll(/^- \[([^\]]+)\]\(([^)]+)\): .+$/gm)].map(([, title, url]) => ({
    title,
    path: new URL(url).pathname,
  }));
}

test("every doc in the sidebar and every blog post has a Markdown copy at its URL with .md", async ({
  page,
  request,
}) => {
  const listed = (await listedCopies(request)).map((copy) => copy.path);
  await page.goto("/introduction");
  const sidebarLinks = await page
    .getByRole("navigation", { name: "Docs sidebar" })
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  for (const route of [...sidebarLinks, ...Object.values(blogPosts)]) expect(listed).toContain(`${route}.md`);

  for (const { title, path } of await listedCopies(request)) {
    const markdown = await markdownOf(request, path);
    expect(markdown.split("\n")[0], path).toBe(`# ${title}`);
    expect(markdown, path).toContain(`Source: <${siteUrl}${path.replace(/\.md$/, "")}>`);
  }
});

test("a blog post's copy has its title, date, authors and full text", async ({ page, request }) => {
  await page.goto(blogPosts.stars4k);
  const title = await page.getByRole("heading", { level: 1 }).textContent();
  const lastParagraph = await page.locator("article .markdown > p").last().textContent();
  const markdown = await markdownOf(request, `${blogPosts.stars4k}.md`);
  expect(markdown.startsWith(`# ${title}\n`)).toBe(true);
  expect(markdown).toContain("Published 2023-12-12 by Andrii Bodnar.");
  expect(markdown).toContain(lastParagraph);
});

/** Reads what the rendered page shows for its first tabs, admonition and code block. */
async function renderedComponents(page: Page) {
  const tabLabels = await page.locator(".tabs-container").first().getByRole("tab").allTextContents();
  const admonitionTitle = page.locator(".theme-admonition").first().locator("[class*=admonitionHeading]");
  const codeBlock = page.locator("article .theme-code-block").first();
  return {
    tabLabels,
    admonitionTitle: (await admonitionTitle.textContent())?.trim() ?? "",
    codeLanguage: /language-(\S+)/.exec((await codeBlock.getAttribute("class")) ?? "")?.[1],
    codeFirstLine: (await codeBlock.locator(".token-line").first().textContent())?.trimEnd(),
  };
}

test("MDX components become readable Markdown: tabs, admonitions and code blocks", async ({ page, request }) => {
  await page.goto("/ref/core");
  const shown = await renderedComponents(page);
  const markdown = await markdownOf(request, "/ref/core.md");

  expect(shown.tabLabels.length).toBeGreaterThan(1);
  let position = 0;
  for (const label of shown.tabLabels) {
    position = markdown.indexOf(`**${label}**\n\n\`\`\``, position);
    expect(position, `tab ${label}`).toBeGreaterThan(0);
  }
  expect(markdown.toLowerCase()).toContain(`> **${shown.admonitionTitle.toLowerCase()}**\n>\n> `);
  expect(markdown).toContain(`\`\`\`${shown.codeLanguage}\n${shown.codeFirstLine}\n`);
  expect(markdown, "interface text").not.toMatch(/Copy page|Try it in the playground|Direct link to/);
});

test("llms.txt indexes the docs in the llms.txt format, and llms-full.txt holds them all", async ({ request }) => {
  const response = await request.get("/llms.txt");
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const index = await response.text();
  const lines = index.split("\n");
  expect(lines[0]).toBe("# Lingui");
  expect(lines[2]).toMatch(/^> \S/);
  const sections = lines.filter((line) => line.startsWith("## "));
  expect(sections.length).toBeGreaterThan(2);
  expect(sections).toContain("## Lingui 4.x: API Reference");
  expect(sections).toContain("## Lingui 6.x (latest): API Reference");
  for (const line of lines.filter((line) => line.startsWith("- "))) {
    expect(line).toMatch(/^- \[[^\]]+\]\(https:\/\/lingui\.dev\/\S+\.md\): \S/);
  }

  const full = await (await request.get("/llms-full.txt")).text();
  const docs = (await listedCopies(request)).filter(({ path }) => !path.startsWith("/blog/"));
  for (const { title, path } of docs) expect(full, path).toContain(`\n# ${title}\n`);
});

test.describe("the Copy page button", () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  });

  test("copies the page's Markdown and says so", async ({ page, request }) => {
    await page.goto("/ref/core");
    await page.getByRole("button", { name: "Copy page" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(await markdownOf(request, "/ref/core.md"));
  });

  test("falls back to writeText in browsers without ClipboardItem", async ({ page, request }) => {
    await page.addInitScript(() => Reflect.deleteProperty(window, "ClipboardItem"));
    await page.goto("/introduction");
    await page.getByRole("button", { name: "Copy page" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await markdownOf(request, "/introduction.md"),
    );
  });

  test("sits next to a link to the page's Markdown copy", async ({ page, request }) => {
    await page.goto("/ref/message-format");
    const link = page.getByRole("link", { name: "View as Markdown" });
    await expect(link).toHaveAttribute("href", "/ref/message-format.md");
    expect(await markdownOf(request, "/ref/message-format.md")).toMatch(/^# ICU MessageFormat\n/);
  });
});
