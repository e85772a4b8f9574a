import type { SidebarsConfig } from "@docusaurus/plugin-content-docs";

/** The one docs sidebar. Categories are not collapsible (see docusaurus.config.ts). */
const sidebars: SidebarsConfig = {
  docs: [
    "introduction",
    {
      type: "category",
      label: "API Reference",
      items: ["ref/cli", "ref/conf"],
    },
    {
      type: "category",
      label: "Resources",
      items: ["misc/community"],
    },
  ],
};

export default sidebars;
