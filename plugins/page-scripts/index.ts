import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { matchRoutes } from "react-router-config";
import type { Plugin } from "@docusaurus/types";
import { htmlFileOfRoute } from "../htmlFileOfRoute";
import { rewritePage } from "../rewritePage";

/** The parts of the generated route table that matching needs: each route's chunk names key. */
type RouteKey = { path: string; exact?: boolean; strict?: boolean; routes?: RouteKey[]; chunksKey: string };
type ChunkNames = string | { [key: string]: ChunkNames } | ChunkNames[];
/** The client bundle's manifest (react-loadable-ssr-addon): chunk name → chunk ids, chunk id → files. */
type Manifest = { origins: Record<string, string[]>; assets: Record<string, { js?: Array<{ file: string }> }> };

/** Reads .docusaurus/routes.js as data: its `ComponentCreator(path, hash)` calls become chunk names keys. */
function parseRouteTable(source: string): RouteKey[] {
  const body = source.replace(/^import .*$/gm, "").replace("export default", "return");
  const componentCreator = (path: string, hash?: string) => `${path}-${hash}`;
  const table = new Function("ComponentCreator", body)(componentCreator) as Array<Record<string, unknown>>;
  const keyed = (route: Record<string, unknown>): RouteKey => ({
    ...(route as Omit<RouteKey, "chunksKey">),
    chunksKey: route.component as string,
    routes: (route.routes as Array<Record<string, unknown>> | undefined)?.map(keyed),
  });
  return table.map(keyed);
}

const flatChunkNames = (names: ChunkNames): string[] =>
  typeof names === "string" ? [names] : Object.values(names).flatMap(flatChunkNames);

/** The script files the client loads before it renders `pathname`: those of every matched route's chunks. */
function routeScripts(
  pathname: string,
  routes: RouteKey[],
  chunkNames: Record<string, ChunkNames>,
  manifest: Manifest,
): string[] {
  const files = matchRoutes(routes, pathname)
    .flatMap(({ route }) => flatChunkNames(chunkNames[(route as RouteKey).chunksKey] ?? []))
    .flatMap((name) => manifest.origins[name] ?? [])
    .flatMap((id) => manifest.assets[id]?.js?.map(({ file }) => file) ?? []);
  return [...new Set(files)];
}

/** The element whose `data-scripts` lists a page's scripts; it is also the script that loads them. */
const loaderId = "page-scripts";

/** How long after its first frame a page whose paint entry has not come asks for its scripts anyway. */
const paintEntryWaitMs = 1000;

/** The scripts Docusaurus puts in every page's head: the webpack runtime and the main bundle, deferred. */
const entryScript = /<script src=("?)([^\s">]+)\1 defer><\/script>/g;

/**
 * Asks for the page's scripts once the page's first paint is on screen: the paint's timing entry is
 * recorded when the frame is presented, a frame or two after the frame is drawn. Asking when the frame was
 * drawn (a task after `requestAnimationFrame`) let the scripts arrive, on a fast network, before the paint
 * was shown, and then they counted towards it (Lighthouse's LCP doubled). A browser without paint timing asks
 * in the task after the first frame; one whose entry never comes (the page was hidden as it loaded) asks a
 * second after that frame. The same inline script on every page: one CSP hash. Dynamically inserted scripts
 * run as they arrive: chunks that arrive before the webpack runtime wait in its queue, and the main bundle
 * starts the page once the chunks it needs are in.
 */
const loader = `(function () {
  var asked = false;
  function askForScripts() {
    if (asked) return;
    asked = true;
    var scripts = document.getElementById("${loaderId}").dataset.scripts;
    (scripts ? scripts.split(" ") : []).forEach(function (src) {
      var script = document.createElement("script");
      script.src = src;
      document.head.appendChild(script);
    });
  }
  var paintTiming = window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf("paint") >= 0;
  if (paintTiming) {
    new PerformanceObserver(function (entries, observer) {
      observer.disconnect();
      askForScripts();
    }).observe({ type: "paint", buffered: true });
  }
  requestAnimationFrame(function () {
    if (paintTiming) return setTimeout(askForScripts, ${paintEntryWaitMs});
    var afterFrame = new MessageChannel();
    afterFrame.port1.onmessage = askForScripts;
    afterFrame.port2.postMessage(null);
  });
})();`;

/**
 * Has each page ask for all the scripts it runs (the runtime, the main bundle and the page's route chunks)
 * right after its first paint is on screen, at once.
 *
 * Docusaurus means to list a page's route chunks in it, but its server render reports module paths while
 * the bundle manifest is keyed by chunk names, so its pages listed only the runtime and the main bundle:
 * the browser asked for the route chunks once the main bundle had run, one more round trip before the page
 * could hydrate. And the runtime and the main bundle, in the head, downloaded alongside the stylesheet and
 * the page itself, which the first paint waits for. Now the page's text and styles have the network to
 * themselves until the first paint, then every script downloads in parallel; the webpack runtime finds the
 * route chunks in the page (it looks scripts up by their src) instead of inserting them again.
 */
export default function pageScriptsPlugin(): Plugin {
  return {
    name: "page-scripts",
    injectHtmlTags() {
      return { postBodyTags: [{ tagName: "script", attributes: { id: loaderId }, innerHTML: loader }] };
    },
    async postBuild({ outDir, routesPaths, siteConfig, generatedFilesDir }) {
      const read = (file: string) => readFile(join(generatedFilesDir, file), "utf8");
      const routes = parseRouteTable(await read("routes.js"));
      const chunkNames = JSON.parse(await read("routesChunkNames.json")) as Record<string, ChunkNames>;
      const manifest = JSON.parse(await read("client-manifest.json")) as Manifest;
      const loaderTag = `<script id=${loaderId}>`;
      const pages = routesPaths.filter((path) => !path.endsWith(".html"));
      await Promise.all(
        pages.map((route) =>
          rewritePage(join(outDir, htmlFileOfRoute(route)), (html) => {
            const entries = Array.from(html.matchAll(entryScript), ([, , src]) => src);
            if (!html.includes(loaderTag) || entries.length === 0) {
              throw new Error(`page-scripts: no loader or no entry scripts in the page of ${route}`);
            }
            const chunks = routeScripts(route, routes, chunkNames, manifest).map((file) => siteConfig.baseUrl + file);
            const scripts = [...entries, ...chunks].join(" ");
            return html
              .replace(entryScript, "")
              .replace(loaderTag, `<script id=${loaderId} data-scripts="${scripts}">`);
          }),
        ),
      );
    },
  };
}
