/**
 * Takes the place of the theme's client module that loads Prism on every page (plugins/deferred-prism):
 * Prism now loads when the reader first navigates within the site, while the next page's code loads.
 */
import type { ClientModule } from "@docusaurus/types";
import { loadHighlighter } from "./loadHighlighter";

export const onRouteUpdate: ClientModule["onRouteUpdate"] = ({ location, previousLocation }) => {
  if (previousLocation && previousLocation.pathname !== location.pathname) {
    loadHighlighter().catch(() => undefined); // The code block that needs it shows plain text and retries.
  }
};
