/**
 * The theme's MDX components, with the larger blocks of a page's prose hydrating progressively: each
 * list, table, quote and admonition hydrates in a task of its own (src/hydration/HydrateLater), like code
 * blocks. Paragraphs and headings are small and hydrate with the page. Each of these tags renders exactly
 * one element, as HydrateLater requires.
 */
import React, { type ComponentProps } from "react";
import MDXComponents from "@theme-original/MDXComponents";
import { withLaterHydration } from "@site/src/hydration/HydrateLater";

export default {
  ...MDXComponents,
  ul: withLaterHydration(MDXComponents.ul),
  ol: withLaterHydration((props: ComponentProps<"ol">) => <ol {...props} />),
  table: withLaterHydration((props: ComponentProps<"table">) => <table {...props} />),
  blockquote: withLaterHydration((props: ComponentProps<"blockquote">) => <blockquote {...props} />),
  dl: withLaterHydration((props: ComponentProps<"dl">) => <dl {...props} />),
  admonition: withLaterHydration(MDXComponents.admonition),
};
