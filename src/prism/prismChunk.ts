// The one place that imports Prism. Loading this small chunk makes the bundler's runtime add
// <link rel="prefetch"> for Prism's chunks (webpackPrefetch): the browser fetches them when idle,
// and nothing runs them until loadPrism is called.
export const loadPrism = () => import(/* webpackPrefetch: true */ "./prismHighlighter");
