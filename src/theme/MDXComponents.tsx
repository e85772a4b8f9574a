/**
 * The theme's MDX components, with a page's prose hydrating progressively: each list, table, quote and
 * admonition hydrates in a task of its own (src/hydration/HydrateLater), like code blocks, and paragraphs
 * and headings a few at a time. A reference page holds hundreds of them, and their links and heading
 * anchors made the content's own turn the longest task of the page. Each of these tags renders exactly one element, as HydrateLater requires.
 */
import { createElement, type ComponentProps } from "react";
import clsx from "clsx";
import MDXComponents from "@theme-original/MDXComponents";
import { withLaterHydration } from "@site/src/hydration/HydrateLater";

type PlainTag = "p" | "ol" | "blockquote" | "dl";

/** The plain element `tag`, hydrating in a turn of its own. */
function plainLater<Tag extends PlainTag>(tag: Tag, options?: { light: boolean }) {
  return withLaterHydration((props: ComponentProps<Tag>) => createElement(tag, props), options);
}

/**
 * A table ends with an empty footer: until the browser has parsed it, the table stays hidden
 * (src/css/custom.css). A table's columns widen as its rows arrive, so one painted half-parsed on the first
 * screen moved its header cells.
 */
const TableShownWhole = withLaterHydration(({ children, className, ...props }: ComponentProps<"table">) => (
  <table {...props} className={clsx("table-shown-whole", className)}>
    {children}
    <tfoot className="table-end" hidden />
  </table>
));

/** Paragraphs and headings are small: several in a row hydrate in one task. */
const small = { light: true };

export default {
  ...MDXComponents,
  p: plainLater("p", small),
  h2: withLaterHydration(MDXComponents.h2, small),
  h3: withLaterHydration(MDXComponents.h3, small),
  h4: withLaterHydration(MDXComponents.h4, small),
  h5: withLaterHydration(MDXComponents.h5, small),
  h6: withLaterHydration(MDXComponents.h6, small),
  ul: withLaterHydration(MDXComponents.ul),
  ol: plainLater("ol"),
  table: TableShownWhole,
  blockquote: plainLater("blockquote"),
  dl: plainLater("dl"),
  admonition: withLaterHydration(MDXComponents.admonition),
};
