/**
 * A blog post's content, hydrating in a turn of its own after the page around it (src/hydration/HydrateLater).
 * The theme's component renders one element, as HydrateLater requires.
 */
import Content from "@theme-original/BlogPostItem/Content";
import { withLaterHydration } from "@site/src/hydration/HydrateLater";

export default withLaterHydration(Content);
