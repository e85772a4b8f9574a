import type { SidebarsConfig } from "@docusaurus/plugin-content-docs";

/**
 * The one docs sidebar. Categories are not collapsible (see docusaurus.config.ts);
 * `/misc/examples` is reached from the navbar and is deliberately left out.
 */
const sidebars: SidebarsConfig = {
  docs: [
    "introduction",
    {
      type: "category",
      label: "Installation",
      items: ["tutorials/setup-react", "tutorials/setup-vite", "tutorials/setup-cra"],
    },
    {
      type: "category",
      label: "Tutorials",
      items: [
        "tutorials/react",
        "tutorials/react-patterns",
        "tutorials/explicit-vs-generated-ids",
        "tutorials/react-native",
        "tutorials/javascript",
        "tutorials/cli",
        "tutorials/extractor-vue",
      ],
    },
    {
      type: "category",
      label: "Guides",
      items: [
        "guides/message-extraction",
        "guides/testing",
        "guides/typescript",
        "guides/flow",
        "guides/excluding-build-files",
        "guides/dynamic-loading-catalogs",
        "guides/plurals",
        "guides/monorepo",
        "guides/pseudolocalization",
        {
          type: "category",
          label: "Advanced",
          items: ["guides/custom-extractor", "guides/custom-formatter"],
        },
      ],
    },
    {
      type: "category",
      label: "API Reference",
      items: [
        "ref/core",
        "ref/react",
        "ref/macro",
        "ref/cli",
        "ref/conf",
        "ref/locale-detector",
        "ref/loader",
        "ref/catalog-formats",
        "ref/message-format",
        "ref/errors",
      ],
    },
    {
      type: "category",
      label: "Plugins",
      items: ["ref/swc-plugin", "ref/vite-plugin", "ref/eslint-plugin"],
    },
    {
      type: "category",
      label: "Releases",
      items: ["releases/migration-4", "releases/migration-3"],
    },
    {
      type: "category",
      label: "Resources",
      items: ["misc/community", "misc/resources", "misc/tooling", "misc/showroom", "misc/react-intl", "misc/i18next"],
    },
    {
      type: "category",
      label: "Sync & Collaboration Tools",
      items: ["tools/introduction", "tools/crowdin", "tools/translation-io"],
    },
  ],
};

export default sidebars;
