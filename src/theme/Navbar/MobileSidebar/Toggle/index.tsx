/**
 * The menu button, wrapped: a tap before the page hydrated opens the menu once it has
 * (src/hydration/earlyActions).
 */
import React, { type ReactNode } from "react";
import Toggle from "@theme-original/Navbar/MobileSidebar/Toggle";
import { useNavbarMobileSidebar } from "@docusaurus/theme-common/internal";
import { useEarlyAction } from "@site/src/hydration/earlyActions";

export default function ToggleOpeningAfterEarlyTap(): ReactNode {
  useEarlyAction("menu", useNavbarMobileSidebar().toggle);
  return <Toggle />;
}
