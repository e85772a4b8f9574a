import { dirname, join } from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { failOn, sourceProblems } from "../framework-guards/check";
import { replaceInClientBundle, type Replacement } from "../replaceInClientBundle";

/**
 * Swaps four modules of Docusaurus's client for the site's versions, in the client bundle only:
 * - route prefetching runs in idle time (src/prefetch/prefetchWhenIdle) and goes through
 *   src/prefetch/prefetchOnce, which asks the browser for each chunk once instead of once per link;
 * - the client entry waits for src/hydration/preloadInOwnTask, so the page hydrates in a task of its own
 *   rather than in the one that ran the main bundle or the last route chunk;
 * - `<html data-has-hydrated>` comes from src/hydration/HasHydratedDataAttribute, set once the parts that
 *   hydrate progressively have hydrated too.
 * Pages render as before. A replacement whose module or import is gone would do nothing silently, so the
 * build fails instead (`overrideProblems`).
 */
export default function coreClientOverridesPlugin(context: LoadContext): Plugin {
  const coreClient = dirname(require.resolve("@docusaurus/core/lib/client/prefetch.js"));
  const clientEntry = join(coreClient, "clientEntry.js");
  const site = (...path: string[]) => join(context.siteDir, "src", ...path);
  const replacements: Replacement[] = [
    { context: coreClient, request: "./docusaurus", issuer: clientEntry, by: site("prefetch", "prefetchWhenIdle.ts") },
    { context: coreClient, request: "./prefetch", by: site("prefetch", "prefetchOnce.ts") },
    { context: coreClient, request: "./preload", issuer: clientEntry, by: site("hydration", "preloadInOwnTask.ts") },
    {
      context: coreClient,
      request: "./hasHydratedDataAttribute",
      by: site("hydration", "HasHydratedDataAttribute.tsx"),
    },
  ];
  failOn("plugins/core-client-overrides", overrideProblems(coreClient));
  return { name: "core-client-overrides", configureWebpack: replaceInClientBundle(replacements) };
}

/** Each replaced module must still exist in Docusaurus's client and still be imported the way we match it. */
export function overrideProblems(coreClient: string): string[] {
  const advice =
    "a replacement in plugins/core-client-overrides no longer applies; see what the client does now and update it";
  const imports = [
    { file: "clientEntry.js", requests: ["./preload", "./docusaurus"] },
    { file: "docusaurus.js", requests: ["./prefetch"] },
    { file: "App.js", requests: ["./hasHydratedDataAttribute"] },
  ];
  return [
    ...["docusaurus", "prefetch", "preload", "hasHydratedDataAttribute"].flatMap((module) =>
      sourceProblems(join(coreClient, `${module}.js`), ["export default"], advice),
    ),
    ...imports.flatMap(({ file, requests }) =>
      sourceProblems(
        join(coreClient, file),
        requests.map((request) => `from '${request}'`),
        advice,
      ),
    ),
  ];
}
