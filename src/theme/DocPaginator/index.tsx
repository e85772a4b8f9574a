/** The theme's DocPaginator, hydrating progressively (src/hydration/HydrateLater): it renders one root element. */
import DocPaginator from "@theme-original/DocPaginator";
import { withLaterHydration } from "@site/src/hydration/HydrateLater";

export default withLaterHydration(DocPaginator);
