import { test, expect } from "./fixtures";
import { blogPosts } from "../site";

test("the blog index lists every post with its reading time", async ({ page }) => {
  await page.goto("/blog");
  const posts = page.locator("article");
  await expect(posts).toHaveCount(Object.keys(blogPosts).length);
  for (const post of await posts.all()) await expect(post).toContainText(/(One|\d+) min read/);
});

test("each excerpt's read-more link says which post it opens, in its text", async ({ page }) => {
  await page.goto("/blog");
  for (const post of await page.locator("article").all()) {
    const title = (await post.getByRole("heading", { level: 2 }).textContent()) ?? "";
    const readMore = post.getByRole("link", { name: `Read more about ${title}` });
    await expect(readMore).toHaveText(`Read more about ${title}`);
    await expect(readMore.getByText("Read more", { exact: true })).toBeVisible();
  }
});

test("the archive lists every post by date", async ({ page }) => {
  await page.goto("/blog/archive");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Archive");
  for (const route of Object.values(blogPosts)) {
    await expect(page.locator(`main a[href="${route}"]`)).toHaveCount(1);
  }
});

test("the tags page lists the three predefined tags", async ({ page }) => {
  await page.goto("/blog/tags");
  for (const tag of ["Community", "News", "Release"]) {
    await expect(page.locator("main").getByRole("link", { name: new RegExp(`^${tag}`) })).toBeVisible();
  }
});

for (const [tag, posts] of [
  ["release", [blogPosts.lingui6, blogPosts.lingui5, blogPosts.lingui4]],
  ["news", [blogPosts.lingui6, blogPosts.lingui5, blogPosts.lingui4]],
  ["community", [blogPosts.stars4k]],
] as const) {
  test(`the ${tag} tag page lists its posts`, async ({ page }) => {
    await page.goto(`/blog/tags/${tag}`);
    await expect(page.locator("article")).toHaveCount(posts.length);
    for (const route of posts) await expect(page.locator(`article a[href="${route}"]`).first()).toBeVisible();
  });
}

test("a post shows its title, date, author and reading time", async ({ page }) => {
  await page.goto(blogPosts.lingui4);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("4.0");
  await expect(page.locator("article time")).toHaveAttribute("datetime", /^2023-04-26/);
  await expect(page.locator("article")).toContainText(/(One|\d+) min read/);
});
