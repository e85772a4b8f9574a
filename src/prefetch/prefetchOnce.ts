import prefetch from "@docusaurus/core/lib/client/prefetch.js";

const requested = new Map<string, Promise<void>>();

/**
 * Docusaurus's prefetch helper, asked once per URL (plugins/core-client-overrides swaps it in). Docusaurus
 * prefetches the chunks of every link that scrolls into view, and most links share their layout chunks: a
 * docs page asked for about 400 prefetches of 27 files, each a new <link> in the head, in one long task.
 */
export default function prefetchOnce(url: string): Promise<void> {
  let request = requested.get(url);
  if (!request) {
    request = prefetch(url);
    requested.set(url, request);
  }
  return request;
}
