import docusaurus from "@docusaurus/core/lib/client/docusaurus.js";
import { whenIdle } from "../site/whenIdle";

/**
 * Docusaurus's `window.docusaurus`, with route prefetching moved to idle time (plugins/core-client-overrides
 * swaps it in). Every internal link that scrolls into view prefetches its route, and finding a route's
 * chunks walks the whole route table: 1–3 ms a link, so the links of the first screen made one task of
 * 30–50 ms right after hydration. Each link's prefetch now runs in an idle task of its own.
 */
const docusaurusPrefetchingWhenIdle = Object.freeze({
  ...docusaurus,
  prefetch: (routePath: string): Promise<unknown> =>
    new Promise((resolve) => whenIdle(() => resolve(docusaurus.prefetch(routePath)))),
});

export default docusaurusPrefetchingWhenIdle;
