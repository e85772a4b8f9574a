/**
 * Takes the reader to the anchor of a link they followed within the site, once the new page is on screen.
 *
 * Docusaurus scrolls to the anchor in a layout effect of its router. With Preact, the new route's content
 * renders after that effect (it updates through the router's context, in a render of its own), so the
 * anchor was not found and the reader stayed at the old scroll position. The scroll is made again two frames
 * later: code blocks that come near the viewport are laid out only then (content-visibility in
 * src/css/custom.css), and their real size can move the anchor.
 */
import type { ClientModule } from "@docusaurus/types";

export const onRouteDidUpdate: ClientModule["onRouteDidUpdate"] = ({ location, previousLocation }) => {
  if (!previousLocation || !location.hash) return;
  if (location.pathname === previousLocation.pathname && location.hash === previousLocation.hash) return;
  const id = decodeURIComponent(location.hash.slice(1));
  const scrollToAnchor = () => document.getElementById(id)?.scrollIntoView();
  requestAnimationFrame(() => {
    scrollToAnchor();
    requestAnimationFrame(() => requestAnimationFrame(scrollToAnchor));
  });
};
