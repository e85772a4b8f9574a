import { test, expect } from "./fixtures";
import { internalNavbarLinks, externalNavbarLinks } from "../site";
import { externalLinks } from "../../src/site/links";
import { gotoHydrated } from "../search";

test("the navbar links to the docs, examples, blog, community, CLI reference, configuration and playground", async ({
  page,
}) => {
  await page.goto("/");
  const navbar = page.getByRole("navigation", { name: "Main" });
  expect(internalNavbarLinks.map((item) => item.label)).toEqual([
    "Docs",
    "Examples",
    "Blog",
    "Community",
    "CLI Reference",
    "Configuration",
    "Playground",
  ]);
  for (const item of internalNavbarLinks) {
    await expect(navbar.getByRole("link", { name: item.label, exact: true })).toHaveAttribute("href", String(item.to));
  }
});

test("on a 6.x page the navbar's doc links lead to the same pages of the 6.x docs", async ({ page }) => {
  const docLinks = internalNavbarLinks.filter((item) => item.docId);
  expect(docLinks.map((item) => item.label)).toEqual(["Docs", "Community", "CLI Reference", "Configuration"]);
  await page.goto("/6.x/guides/plurals");
  const navbar = page.getByRole("navigation", { name: "Main" });
  for (const item of docLinks) {
    await expect(navbar.getByRole("link", { name: item.label, exact: true })).toHaveAttribute("href", `/6.x${item.to}`);
  }
  await navbar.getByRole("link", { name: "CLI Reference", exact: true }).click();
  await expect(page).toHaveURL(/\/6\.x\/ref\/cli$/);
});

/** Where the reader is, and the one navbar link highlighted there (the doc links share one sidebar). */
const highlightedLinkOf: Record<string, string> = {
  "/introduction": "Docs",
  "/guides/plurals": "Docs",
  "/ref/core": "Docs",
  "/misc/community": "Community",
  "/ref/cli": "CLI Reference",
  "/ref/conf": "Configuration",
  "/6.x/introduction": "Docs",
  "/6.x/ref/conf": "Configuration",
  "/blog": "Blog",
};

test("only the navbar link of the page the reader is on, or of its section, is highlighted", async ({ page }) => {
  test.slow();
  const labels = internalNavbarLinks.map((item) => String(item.label));
  for (const [path, highlighted] of Object.entries(highlightedLinkOf)) {
    await gotoHydrated(page, path);
    const navbar = page.getByRole("navigation", { name: "Main" });
    const active: string[] = [];
    for (const label of labels) {
      const link = navbar.getByRole("link", { name: label, exact: true });
      if ((await link.getAttribute("class"))?.split(" ").includes("navbar__link--active")) active.push(label);
    }
    expect(active, `highlighted on ${path}`).toEqual([highlighted]);
  }
});

test("each navbar link opens its page", async ({ page }) => {
  test.slow();
  for (const item of internalNavbarLinks) {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: item.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${item.to}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});

test("the navbar has the project's external links, opening in a new tab", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 800 }); // icons from 1440 px (navbar-widths.spec.ts)
  await page.goto("/");
  const navbar = page.getByRole("navigation", { name: "Main" });
  expect(externalNavbarLinks.map((item) => item.href).sort()).toEqual(Object.values(externalLinks).sort());
  for (const item of externalNavbarLinks) {
    const link = navbar.getByRole("link", { name: item["aria-label"] });
    await expect(link).toHaveAttribute("href", String(item.href));
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
});

test("the navbar hides on scroll down and comes back on scroll up", async ({ page }) => {
  await page.goto("/ref/cli");
  const navbar = page.locator("nav.navbar");
  await expect(navbar).toBeInViewport();
  await page.mouse.wheel(0, 400);
  await page.mouse.wheel(0, 400);
  await expect(navbar).not.toBeInViewport();
  await page.mouse.wheel(0, -300);
  await expect(navbar).toBeInViewport();
});

test("the served page holds its first paint until the navbar, and a doc's action row, are parsed whole", async ({
  request,
}) => {
  // src/components/FirstPaintAfter: a render-blocking `expect` link in the head, and its marker after the part.
  for (const [path, markers] of [
    ["/", ["navbar-end", "hero-end"]],
    ["/introduction", ["navbar-end", "page-actions-end"]],
  ] as const) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    for (const marker of markers) {
      expect(head, `${path}: ${marker}`).toContain(`<link data-rh=true rel=expect href=#${marker} blocking=render />`);
      expect(html.indexOf(`<span id=${marker} hidden>`), `${path}: ${marker}`).toBeGreaterThan(head.length);
    }
  }
});
