/**
 * The announcement bar, wrapped: a click on its Close button before the page hydrated closes it once it
 * has (src/hydration/earlyActions).
 */
import React, { useCallback, type ReactNode } from "react";
import AnnouncementBar from "@theme-original/AnnouncementBar";
import { useAnnouncementBar } from "@docusaurus/theme-common/internal";
import { useEarlyAction } from "@site/src/hydration/earlyActions";

export default function AnnouncementBarClosingAfterEarlyClick(): ReactNode {
  const { close } = useAnnouncementBar();
  // After the effects of the bar's provider, which run after ours and, on a first visit, open the bar.
  const closeAfterProvider = useCallback(() => queueMicrotask(close), [close]);
  useEarlyAction("closeAnnouncement", closeAfterProvider);
  return <AnnouncementBar />;
}
