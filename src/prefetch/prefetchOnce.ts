import prefetch from "@docusaurus/core/lib/client/prefetch.js";
import { whenIdle } from "../site/whenIdle";

const requested = new Map<string, Promise<void>>();
/** Prefetches asked for and not yet handed to the browser. */
const waiting: Array<() => void> = [];
/** How long one task may spend handing prefetches to the browser. */
const sliceMs = 3;

function handOverInSlices() {
  const start = performance.now();
  while (waiting.length > 0 && performance.now() - start < sliceMs) waiting.shift()?.();
  if (waiting.length > 0) whenIdle(handOverInSlices);
}

/**
 * Docusaurus's prefetch helper, asked once per URL (plugins/core-client-overrides swaps it in). Docusaurus
 * prefetches the chunks of every link that scrolls into view, and most links share their layout chunks: a
 * docs page asked for about 400 prefetches of 27 files, each a new <link> in the head, in one long task.
 * Each file is now asked for once, and the <link>s are added a few milliseconds' worth per task: the first
 * link's route alone, 10–20 files, took a task of 13 ms on a fast desktop.
 */
export default function prefetchOnce(url: string): Promise<void> {
  let request = requested.get(url);
  if (!request) {
    request = new Promise<void>((resolve) => {
      // The first file waits for the others of its route to be queued, then the first slice runs.
      if (waiting.push(() => void prefetch(url).then(resolve)) === 1) queueMicrotask(handOverInSlices);
    });
    requested.set(url, request);
  }
  return request;
}
