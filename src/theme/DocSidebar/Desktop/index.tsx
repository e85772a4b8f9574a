/**
 * The theme's DocSidebar/Desktop, hydrating progressively (src/hydration/HydrateLater): it renders one root
 * element, and its logo is a themed image, so it depends on the colour mode.
 */
import DocSidebarDesktop from "@theme-original/DocSidebar/Desktop";
import { withLaterHydration } from "@site/src/hydration/HydrateLater";

export default withLaterHydration(DocSidebarDesktop, { colourModeDependent: true });
