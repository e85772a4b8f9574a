/**
 * The theme's MDX components, with the blocks of a page's prose hydrating progressively: each paragraph,
 * list, table, quote, admonition and section heading hydrates in a task of its own (src/hydration/HydrateLater), like code blocks.
 * A long reference page is mostly such blocks; hydrated in one go, they blocked a phone's main thread for
 * hundreds of milliseconds. Each of these tags renders exactly one element, as HydrateLater requires.
 */
import React, { type ComponentProps } from "react";
import MDXComponents from "@theme-original/MDXComponents";
import { withLaterHydration } from "@site/src/hydration/HydrateLater";

export default {
  ...MDXComponents,
  p: withLaterHydration((props: ComponentProps<"p">) => <p {...props} />),
  ul: withLaterHydration(MDXComponents.ul),
  ol: withLaterHydration((props: ComponentProps<"ol">) => <ol {...props} />),
  table: withLaterHydration((props: ComponentProps<"table">) => <table {...props} />),
  blockquote: withLaterHydration((props: ComponentProps<"blockquote">) => <blockquote {...props} />),
  dl: withLaterHydration((props: ComponentProps<"dl">) => <dl {...props} />),
  admonition: withLaterHydration(MDXComponents.admonition),
  h2: withLaterHydration(MDXComponents.h2),
  h3: withLaterHydration(MDXComponents.h3),
  h4: withLaterHydration(MDXComponents.h4),
};
