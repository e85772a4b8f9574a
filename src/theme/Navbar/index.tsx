/**
 * The navbar, hydrating in the first turn after the page around it (src/hydration/HydrateLater). The page
 * reports it has hydrated only once every part has, so search's shortcut is listened to by then.
 */
import Navbar from "@theme-original/Navbar";
import { withLaterHydration } from "@site/src/hydration/HydrateLater";

export default withLaterHydration(Navbar);
