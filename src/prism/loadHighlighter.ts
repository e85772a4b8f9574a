import type { Highlight } from "prism-react-renderer";

type HighlightComponent = typeof Highlight;
type Connection = { saveData?: boolean; effectiveType?: string };

let loaded: HighlightComponent | undefined;
let loading: Promise<HighlightComponent> | undefined;

export const highlighterIfLoaded = (): HighlightComponent | undefined => loaded;

/** Loads Prism with the site's languages, once; a failed load can be tried again. */
export function loadHighlighter(): Promise<HighlightComponent> {
  loading ??= import(/* webpackChunkName: "prism-loader" */ "./prismChunk")
    .then(({ loadPrism }) => loadPrism())
    .then(
      (module) => (loaded = module.Highlight),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
  return loading;
}

/**
 * Lets the browser fetch Prism at idle priority, without running it, so the first navigation finds it in
 * the cache. Skipped on connections that save data or are slow, where Docusaurus skips its own prefetching.
 */
export function prefetchHighlighter(): void {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  if (connection?.saveData || connection?.effectiveType?.includes("2g")) return;
  import(/* webpackChunkName: "prism-loader" */ "./prismChunk").catch(() => undefined);
}
