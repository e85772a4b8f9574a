/**
 * Takes the place of the theme's client module that loads Prism on every page (plugins/deferred-prism).
 * After the first page is shown, Prism is prefetched when the browser is idle; a navigation within the
 * site loads it, while the next page's code loads.
 */
import type { ClientModule } from "@docusaurus/types";
import { whenIdle } from "../site/whenIdle";
import { loadHighlighter, prefetchHighlighter } from "./loadHighlighter";

export const onRouteDidUpdate: ClientModule["onRouteDidUpdate"] = ({ previousLocation }) => {
  if (previousLocation) return;
  whenIdle(prefetchHighlighter);
};

export const onRouteUpdate: ClientModule["onRouteUpdate"] = ({ location, previousLocation }) => {
  if (previousLocation && previousLocation.pathname !== location.pathname) {
    loadHighlighter().catch(() => undefined); // The code block that needs it shows plain text and retries.
  }
};
