import { readFileSync } from "node:fs";
import { join } from "node:path";
import config from "../docusaurus.config";
import type { ThemeConfig } from "@docusaurus/preset-classic";

/** The site's own configuration, so tests check what the config promises rather than a copy of it. */
export const themeConfig = config.themeConfig as ThemeConfig;

export type NavbarLink = { to?: string; href?: string; label?: string; "aria-label"?: string };

export const navbarLinks = (themeConfig.navbar?.items ?? []) as NavbarLink[];
export const internalNavbarLinks = navbarLinks.filter((item) => item.to);
export const externalNavbarLinks = navbarLinks.filter((item) => item.href);

if (!themeConfig.announcementBar) throw new Error("The site config has no announcement bar.");
export const announcementBar = themeConfig.announcementBar;

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
