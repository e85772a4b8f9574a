/** The theme's TOC, hydrating progressively (src/hydration/HydrateLater): it renders one root element. */
import TOC from "@theme-original/TOC";
import { withLaterHydration } from "@site/src/hydration/HydrateLater";

export default withLaterHydration(TOC);
