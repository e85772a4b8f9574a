/** The theme's Footer, hydrating progressively (src/hydration/HydrateLater): it renders one root element. */
import Footer from "@theme-original/Footer";
import { withLaterHydration } from "@site/src/hydration/HydrateLater";

export default withLaterHydration(Footer);
