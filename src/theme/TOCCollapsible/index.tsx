/** The theme's TOCCollapsible, hydrating progressively (src/hydration/HydrateLater): it renders one root element. */
import TOCCollapsible from "@theme-original/TOCCollapsible";
import { withLaterHydration } from "@site/src/hydration/HydrateLater";

export default withLaterHydration(TOCCollapsible);
