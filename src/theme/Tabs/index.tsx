/** The theme's Tabs, hydrating progressively (src/hydration/HydrateLater): it renders one root element. */
import Tabs from "@theme-original/Tabs";
import { withLaterHydration } from "@site/src/hydration/HydrateLater";

export default withLaterHydration(Tabs);
