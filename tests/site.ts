import { readFileSync } from "node:fs";
import { join } from "node:path";
import config from "../docusaurus.config";
import { htmlFileOfRoute } from "../plugins/htmlFileOfRoute";
import type { ThemeConfig } from "@docusaurus/preset-classic";
import type { Page } from "@playwright/test";

/** The site's own configuration, so tests check what the config promises rather than a copy of it. */
export const themeConfig = config.themeConfig as ThemeConfig;

export type NavbarLink = { to?: string; docId?: string; href?: string; label?: string; "aria-label"?: string };

export const navbarLinks = (themeConfig.navbar?.items ?? []) as NavbarLink[];
/** The navbar's links inside the site; a doc link's route is the one of the 4.x docs, at `/`. */
export const internalNavbarLinks = navbarLinks.flatMap(({ to, docId, ...item }) =>
  to || docId ? [{ ...item, to: to ?? `/${docId}`, docId }] : [],
);
export const externalNavbarLinks = navbarLinks.filter((item) => item.href);

if (!themeConfig.announcementBar) throw new Error("The site config has no announcement bar.");
export const announcementBar = themeConfig.announcementBar;

/** The announcement bar as a reader finds it: the banner with its text. */
export const announcementBarOf = (page: Page) =>
  page.getByRole("banner").filter({ hasText: "Lingui 6 is the latest release" });

/** Blog posts of the spec, by route. */
export const blogPosts = {
  lingui4: "/blog/2023/04/26/announcing-lingui-4.0",
  stars4k: "/blog/2023/12/12/4k-stars",
  lingui5: "/blog/2024/11/28/announcing-lingui-5.0",
  lingui6: "/blog/2026/04/22/announcing-lingui-6.0",
};

/** Routes the spec requires that have landed; every one must answer with a page. */
export const specRoutes = [
  "/",
  "/introduction",
  "/ref/cli",
  "/ref/conf",
  "/misc/community",
  "/misc/examples",
  "/blog",
  blogPosts.lingui4,
  blogPosts.stars4k,
  "/blog/archive",
  "/blog/tags",
  "/blog/tags/community",
  "/blog/tags/news",
  "/blog/tags/release",
];

/** Reads the routes listed in the served sitemap. */
export async function sitemapRoutes(fetchText: (path: string) => Promise<string>): Promise<string[]> {
  const xml = await fetchText("/sitemap.xml");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/** The folder of the production build the tests serve (BUILD_DIR to test another one). */
export const buildDir = process.env.BUILD_DIR ?? "build";

/** Routes of the built sitemap, read from the build so that tests can be declared per page. */
export function builtRoutes(): string[] {
  const xml = readFileSync(join(buildDir, "sitemap.xml"), "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/**
 * How the elements of the built page of `route` are styled: their names (a table, a `kbd`), class names and
 * inline styles (code tokens are coloured inline), without the class that names the doc. Read once per
 * test process: the accessibility and layout stability specs both choose pages by it.
 */
const styling = new Map<string, Set<string>>();
function stylingOf(route: string): Set<string> {
  const known = styling.get(route);
  if (known) return known;
  const html = readFileSync(join(buildDir, htmlFileOfRoute(route)), "utf8");
  const classes = [...html.matchAll(/\bclass=(?:"([^"]*)"|([^\s>]+))/g)].flatMap((match) =>
    (match[1] ?? match[2]).split(/\s+/),
  );
  const styles = [...html.matchAll(/\bstyle=(?:"([^"]*)"|([^\s>]+))/g)].map((match) => `style:${match[1] ?? match[2]}`);
  const elements = [...html.matchAll(/<([a-z][a-z0-9-]*)/g)].map((match) => `<${match[1]}>`);
  const names = new Set([...elements, ...classes, ...styles].filter((name) => !name.startsWith("docs-doc-id-")));
  styling.set(route, names);
  return names;
}

/**
 * A few of `routes` that together use every element name, class name and inline style that any of them
 * uses: the page with the most not yet covered first, and so on. For checks that depend on how elements
 * look (colours) or are laid out, not on what they say.
 */
export function routesCoveringEveryStyle(routes: string[]): string[] {
  const remaining = new Map(routes.map((route) => [route, stylingOf(route)]));
  const uncovered = new Set([...remaining.values()].flatMap((styling) => [...styling]));
  const chosen: string[] = [];
  while (uncovered.size > 0) {
    const gain = (styling: Set<string>) => [...styling].filter((name) => uncovered.has(name)).length;
    const [route, styling] = [...remaining].reduce((best, next) => (gain(next[1]) > gain(best[1]) ? next : best));
    chosen.push(route);
    remaining.delete(route);
    for (const name of styling) uncovered.delete(name);
  }
  return chosen;
}
