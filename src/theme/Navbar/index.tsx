/**
 * The navbar, hydrating in the first turn after the page around it (src/hydration/HydrateLater). The page
 * reports it has hydrated only once every part has, so search's shortcut is listened to by then.
 *
 * The browser may paint a page before it has parsed all of it; a navbar painted with half its right-hand
 * items would then move as the rest arrive. The `expect` link holds the first paint (in browsers that know
 * it) until the marker after the navbar is parsed: the navbar is always painted whole.
 */
import type { ReactNode } from "react";
import Navbar from "@theme-original/Navbar";
import { withLaterHydration } from "@site/src/hydration/HydrateLater";
import { FirstPaintAfter } from "@site/src/components/FirstPaintAfter";

const NavbarHydratingLater = withLaterHydration(Navbar);

export default function NavbarPaintedWhole(): ReactNode {
  return (
    <>
      <NavbarHydratingLater />
      <FirstPaintAfter id="navbar-end" />
    </>
  );
}
