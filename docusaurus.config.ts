import type { Config } from "@docusaurus/types";
import type * as Preset from "@docusaurus/preset-classic";
import { themes as prismThemes } from "prism-react-renderer";
import { externalLinks } from "./src/site/links";
import { docsVersions } from "./src/site/docsVersions";
import { announcementBar } from "./src/site/announcement";
import deployHeadersPlugin from "./plugins/deploy-headers";
import preactClientPlugin from "./plugins/preact-client";
import deferredPrismPlugin from "./plugins/deferred-prism";
import coreClientOverridesPlugin from "./plugins/core-client-overrides";
import themeClientOverridesPlugin from "./plugins/theme-client-overrides";
import eagerCompileHintsPlugin from "./plugins/eager-compile-hints";
import pageScriptsPlugin from "./plugins/page-scripts";
import earlyActionsPlugin from "./plugins/early-actions";
import leanDocsMetadataPlugin from "./plugins/lean-docs-metadata";
import leanRouteRegistryPlugin from "./plugins/lean-route-registry";
import frameworkGuardsPlugin from "./plugins/framework-guards";
import rehypeFocusableTables from "./plugins/rehype-focusable-tables";
import { accessiblePrismTheme } from "./src/site/accessiblePrismTheme";
import markdownCopiesPlugin from "./plugins/markdown-copies";
import searchPlugin, { type SearchPluginOptions } from "./plugins/search";
import { algoliaFromEnv, algoliaOrigins } from "./plugins/search/algoliaFromEnv";

const siteUrl = "https://lingui.dev";
const algolia = algoliaFromEnv(process.env);
const blogDescription = "Releases, guides and news from the people who build Lingui.";
const copyright = `Copyright © 2017–${new Date().getFullYear()} Lingui contributors. Documentation licensed under CC BY 4.0.`;

/** The project's external links, shown as icons in the navbar (and labelled in the mobile menu). */
const externalNavbarIcons = [
  { href: externalLinks.icuEditor, icon: "icu", label: "ICU message editor playground" },
  { href: externalLinks.repository, icon: "github", label: "GitHub repository" },
  { href: externalLinks.chat, icon: "discord", label: "Discord chat" },
  { href: externalLinks.questions, icon: "stackoverflow", label: "Questions on Stack Overflow" },
  { href: externalLinks.discussions, icon: "discussions", label: "GitHub discussions" },
  { href: externalLinks.social, icon: "x", label: "Lingui on X" },
];

const config: Config = {
  title: "Lingui",
  tagline: "Internationalisation for JavaScript and React, readable and small",
  favicon: "img/favicon.svg",
  url: siteUrl,
  baseUrl: "/",
  trailingSlash: false,
  titleDelimiter: "|",

  future: {
    v4: true,
    faster: true,
  },
  // The spec names the storage keys without a site suffix (`theme`, `docusaurus.announcement.id`).
  storage: { type: "localStorage", namespace: false },

  onBrokenLinks: "throw",
  onBrokenAnchors: "warn",
  onDuplicateRoutes: "warn",

  i18n: {
    defaultLocale: "en",
    locales: ["en"],
    localeConfigs: {
      en: { label: "English", direction: "ltr", htmlLang: "en", calendar: "gregory" },
    },
  },

  markdown: {
    format: "mdx",
    mdx1Compat: { comments: true, admonitions: true, headingIds: true },
    hooks: { onBrokenMarkdownLinks: "warn" },
  },

  clientModules: [
    "./src/clientModules/announcementBarReset.ts",
    "./src/clientModules/warmUpIntl.ts",
    "./src/clientModules/scrollToAnchorAfterNavigation.ts",
  ],
  plugins: [
    frameworkGuardsPlugin,
    preactClientPlugin,
    deferredPrismPlugin,
    coreClientOverridesPlugin,
    themeClientOverridesPlugin,
    leanDocsMetadataPlugin,
    leanRouteRegistryPlugin,
    pageScriptsPlugin,
    earlyActionsPlugin,
    eagerCompileHintsPlugin,
    () => deployHeadersPlugin({ connectOrigins: algoliaOrigins(algolia) }),
    markdownCopiesPlugin,
    [
      searchPlugin,
      {
        algolia,
        // Hits on other hosts than the site's leave it; hits on the site open inside it.
        externalUrlRegex: `^https?://(?!${new URL(siteUrl).host.replaceAll(".", "\\.")}(?:[/:?#]|$))`,
      } satisfies SearchPluginOptions,
    ],
  ],

  presets: [
    [
      "classic",
      {
        docs: {
          routeBasePath: "/",
          sidebarPath: "./sidebars.ts",
          sidebarCollapsible: false,
          rehypePlugins: [rehypeFocusableTables],
          // No "Edit this page" links: these pages are not the files of the js-lingui repository's `website`
          // folder (its `main` branch holds other docs), so such a link would open a missing or different file.
          // Lingui 4 stays the `current` version at `/` (every route of the spec); Lingui 6, the
          // latest release line, is a second version under `/6.x/` (versioned_docs/version-6.x).
          lastVersion: docsVersions.lingui4.name,
          versions: Object.fromEntries(
            Object.values(docsVersions).map(({ name, label, path }) => [
              name,
              { label, path, banner: "none" as const },
            ]),
          ),
        },
        blog: {
          blogTitle: "Blog",
          blogDescription,
          showReadingTime: true,
          rehypePlugins: [rehypeFocusableTables],
          tags: "tags.yml",
          onInlineTags: "throw",
          onInlineAuthors: "throw",
          authorsMapPath: "authors.yml",
          blogSidebarTitle: "Recent posts",
          // Feeds carry each post's full content, with links made absolute by Docusaurus.
          feedOptions: {
            type: ["rss", "atom"],
            xslt: false,
            title: "Lingui Blog",
            description: blogDescription,
            copyright,
            language: "en",
          },
        },
        theme: { customCss: "./src/css/custom.css" },
        sitemap: { priority: 0.5, changefreq: "weekly" },
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    colorMode: {
      defaultMode: "light",
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar,
    docs: {
      sidebar: { hideable: false, autoCollapseCategories: false },
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    navbar: {
      title: "Lingui",
      hideOnScroll: true,
      logo: { alt: "Lingui logo", src: "img/logo.svg", width: 32, height: 32 },
      items: [
        // Doc links lead to the page in the docs version the reader is on (or prefers); 4.x elsewhere.
        { type: "doc", docId: "introduction", label: "Docs", position: "left" },
        { to: "/misc/examples", label: "Examples", position: "left" },
        { to: "/blog", label: "Blog", position: "left" },
        { type: "doc", docId: "misc/community", label: "Community", position: "left" },
        { type: "doc", docId: "ref/cli", label: "CLI Reference", position: "left" },
        { type: "doc", docId: "ref/conf", label: "Configuration", position: "left" },
        { type: "docsVersionDropdown", position: "right" },
        { to: "/playground", label: "Playground", position: "right" },
        { type: "search", position: "right" },
        ...externalNavbarIcons.map(({ href, icon, label }) => ({
          href,
          position: "right" as const,
          className: `navbar-icon navbar-icon--${icon}`,
          "aria-label": label,
        })),
        // Below 1440 px the icons above make room: the same links, labelled, in one menu.
        {
          type: "dropdown",
          label: "More",
          position: "right",
          className: "navbar-more",
          items: externalNavbarIcons.map(({ href, icon, label }) => ({
            href,
            label,
            className: `navbar-icon navbar-icon--${icon}`,
          })),
        },
      ],
    },
    footer: {
      style: "dark",
      links: [
        {
          title: "Learn",
          items: [
            { label: "Introduction", to: "/introduction" },
            { label: "CLI reference", to: "/ref/cli" },
            { label: "Configuration", to: "/ref/conf" },
            { label: "Examples", to: "/misc/examples" },
          ],
        },
        {
          title: "Community",
          items: [
            { label: "Community", to: "/misc/community" },
            { label: "Discord", href: externalLinks.chat },
            { label: "Stack Overflow", href: externalLinks.questions },
            { label: "Discussions", href: externalLinks.discussions },
          ],
        },
        {
          title: "More",
          items: [
            { label: "Blog", to: "/blog" },
            { label: "GitHub", href: externalLinks.repository },
            { label: "X", href: externalLinks.social },
          ],
        },
      ],
      copyright,
    },
    prism: {
      theme: accessiblePrismTheme(prismThemes.github),
      darkTheme: accessiblePrismTheme(prismThemes.dracula),
      additionalLanguages: ["bash", "json", "gettext", "icu-message-format", "ignore", "diff"],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
