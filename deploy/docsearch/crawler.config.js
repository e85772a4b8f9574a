/* global Crawler */
/**
 * Algolia Crawler configuration for a DocSearch index of this site: paste it into the crawler's
 * editor (Algolia dashboard → Data sources → Crawler → Editor), replacing the credentials.
 *
 * It makes the same records as the embedded index (plugins/search/htmlRecords.ts): docs pages and
 * blog posts only; lvl0 the top sidebar category (else the active navbar item, else "Documentation"),
 * lvl1 the page title, lvl2/lvl3 its h2/h3 headings, content its paragraphs, list items and table rows
 * (first cell, " — ", last cell); description the page's meta description, on every record of the page;
 * language, version and docusaurus_tag from Docusaurus' docsearch meta tags, for contextual search.
 * Its index settings rank as the embedded index does; import synonyms.json next to it into the index's
 * synonyms (dashboard → Index → Synonyms → Import), the groups the embedded search uses.
 */
new Crawler({
  appId: "YOUR_APP_ID",
  apiKey: "YOUR_CRAWLER_WRITE_API_KEY",
  rateLimit: 8,
  maxDepth: 10,
  startUrls: ["https://lingui.dev/"],
  sitemaps: ["https://lingui.dev/sitemap.xml"],
  ignoreCanonicalTo: true,
  discoveryPatterns: ["https://lingui.dev/**"],
  // Listing pages repeat the posts they list; the search page has no content of its own.
  exclusionPatterns: [
    "https://lingui.dev/blog",
    "https://lingui.dev/blog/page/**",
    "https://lingui.dev/blog/tags/**",
    "https://lingui.dev/blog/tags",
    "https://lingui.dev/blog/archive",
    "https://lingui.dev/blog/authors/**",
    "https://lingui.dev/search**",
  ],
  actions: [
    {
      indexName: "lingui",
      pathsToMatch: ["https://lingui.dev/**"],
      recordExtractor: ({ $, helpers }) => {
        if (!$("html").is(".docs-doc-page, .blog-post-page")) return [];
        // Code blocks and tab labels are not prose.
        $("pre, [role=tablist], .hash-link").remove();
        // A table row is read at its last cell, which starts with the first cell's text.
        $("article .markdown tr").each((_, row) => {
          const cells = $(row).children("td");
          if (cells.length > 1) cells.last().prepend($("<span></span>").text(`${cells.first().text().trim()} — `));
        });
        return helpers.docsearch({
          recordProps: {
            lvl0: {
              selectors: [
                ".theme-doc-sidebar-item-category-level-1 > .menu__list-item-collapsible > .menu__link--active",
                ".navbar__item.navbar__link--active",
              ],
              defaultValue: "Documentation",
            },
            lvl1: ["article h1"],
            lvl2: ["article .markdown h2"],
            lvl3: ["article .markdown h3"],
            content: ["article .markdown p, article .markdown li, article .markdown td:last-child"],
            description: { selectors: ['meta[name="description"]'], defaultValue: "" },
            language: { selectors: ['meta[name="docsearch:language"]'], defaultValue: "en" },
            version: { selectors: ['meta[name="docsearch:version"]'] },
            docusaurus_tag: { selectors: ['meta[name="docsearch:docusaurus_tag"]'], defaultValue: "default" },
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: "v3",
        });
      },
    },
  ],
  initialIndexSettings: {
    lingui: {
      attributesForFaceting: ["type", "language", "version", "docusaurus_tag"],
      attributesToRetrieve: ["hierarchy", "content", "anchor", "url", "url_without_anchor", "type"],
      attributesToHighlight: ["hierarchy", "content"],
      attributesToSnippet: ["content:15"],
      camelCaseAttributes: ["hierarchy", "content"],
      searchableAttributes: [
        "unordered(hierarchy.lvl0)",
        "unordered(hierarchy.lvl1)",
        "unordered(description)",
        "unordered(hierarchy.lvl2)",
        "unordered(hierarchy.lvl3)",
        "content",
      ],
      // One hit per page, its best section, as the embedded search shows (src/search/localBackend.ts).
      distinct: true,
      attributeForDistinct: "url_without_anchor",
      customRanking: ["desc(weight.pageRank)", "desc(weight.level)", "asc(weight.position)"],
      ranking: ["words", "filters", "typo", "attribute", "proximity", "exact", "custom"],
      // Word forms: "translations" finds "translation" (the embedded index stems words).
      ignorePlurals: true,
      queryLanguages: ["en"],
      indexLanguages: ["en"],
      minWordSizefor1Typo: 4,
      minWordSizefor2Typos: 8,
      allowTyposOnNumericTokens: false,
      removeWordsIfNoResults: "allOptional",
      separatorsToIndex: "_",
      advancedSyntax: true,
      highlightPreTag: "<mark>",
      highlightPostTag: "</mark>",
    },
  },
});
