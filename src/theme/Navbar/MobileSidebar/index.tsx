/**
 * The mobile menu's panel, rendered from the first time the reader opens the menu. The theme renders it,
 * closed and off-screen, as soon as the page knows it is on a phone: in the task after hydration, where
 * styling and laying out its links took 10–15 ms on a fast desktop, on every page load, for a menu most
 * readers never open. Once rendered it stays, so it closes with its transition; it opens with one too, as
 * the `@starting-style` rules in src/css/custom.css give a newly inserted open panel its closed look.
 */
import { useEffect, useState, type ReactNode } from "react";
import MobileSidebar from "@theme-original/Navbar/MobileSidebar";
import { useNavbarMobileSidebar } from "@docusaurus/theme-common/internal";

export default function MobileSidebarOnceOpened(): ReactNode {
  const { shown } = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (shown) setOpened(true);
  }, [shown]);
  return shown || opened ? <MobileSidebar /> : null;
}
