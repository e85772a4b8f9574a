import type { Highlight } from "prism-react-renderer";

type HighlightComponent = typeof Highlight;

let loaded: HighlightComponent | undefined;
let loading: Promise<HighlightComponent> | undefined;

export const highlighterIfLoaded = (): HighlightComponent | undefined => loaded;

/**
 * Loads Prism with the site's languages, once. The chunk is prefetched at idle priority after the first
 * page load, so a later navigation finds it in the cache; a failed load can be tried again.
 */
export function loadHighlighter(): Promise<HighlightComponent> {
  loading ??= import(/* webpackChunkName: "prism", webpackPrefetch: true */ "./prismHighlighter").then(
    (module) => (loaded = module.Highlight),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
