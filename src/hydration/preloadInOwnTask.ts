import preload from "@docusaurus/core/lib/client/preload.js";

/**
 * Docusaurus's route preloading for the first render, ending in a task of its own
 * (plugins/core-client-overrides swaps it in for the client entry).
 *
 * The client entry hydrates as soon as the page's route chunks are loaded. The page asks for them together
 * with the main bundle (plugins/page-scripts), so that happened in the same task as the last script to run,
 * and the two made one long task. Hydration now starts in a fresh task.
 */
export default function preloadInOwnTask(pathname: string): Promise<void> {
  return preload(pathname).then(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}
