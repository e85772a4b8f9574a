import { parse } from "node-html-parser";
import { test, expect } from "./fixtures";
import { builtRoutes, specRoutes, sitemapRoutes } from "../site";

test("every route of the spec is in the sitemap", async ({ request }) => {
  const routes = await sitemapRoutes(async (path) => (await request.get(path)).text());
  for (const route of specRoutes) expect(routes).toContain(route);
});

// The served HTML of each page: the browser loads every page in the accessibility and layout stability
// specs, which fail on a console error (fixtures.ts).
test.describe("every page of the sitemap", () => {
  for (const route of builtRoutes()) {
    test(`${route} answers 200 with one main heading`, async ({ request }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const headings = parse(await response.text()).querySelectorAll("h1");
      expect(headings).toHaveLength(1);
      expect(headings[0].textContent.trim()).not.toBe("");
    });
  }
});

test.describe("unknown paths", () => {
  // The browser logs the 404 document response as a console error.
  test.use({ allowConsoleErrors: true });

  test("get the not-found page with HTTP 404", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expect(page.getByRole("link", { name: "Docs" }).first()).toBeVisible();
  });

  test("reached by client navigation show the not-found page", async ({ page }) => {
    await page.goto("/introduction");
    await page.evaluate(() => {
      window.history.pushState({}, "", "/misc/not-a-page");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  });
});

test.describe(".html endings", () => {
  for (const [path, heading] of [
    ["/introduction.html", /./],
    ["/misc/community.html", "Community"],
    ["/blog/index.html", /./],
  ] as const) {
    test(`${path} shows the page without the ending`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.ok()).toBe(true);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Page Not Found");
    });
  }
});
