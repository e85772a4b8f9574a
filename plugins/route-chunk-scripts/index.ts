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

/** The element whose `data-chunks` lists a page's route chunks; it is also the script that loads them. */
const loaderId = "route-chunks";

/**
 * Asks for the page's route chunks once the page has been painted: the requests then leave the first
 * paint alone and still overlap with the main bundle's download and run. A chunk the webpack runtime has
 * already asked for is not asked for twice. The same inline script on every page: one CSP hash.
 */
const loader = `requestAnimationFrame(function () {
  var afterPaint = new MessageChannel();
  afterPaint.port1.onmessage = function () {
    var chunks = document.getElementById("${loaderId}").dataset.chunks;
    (chunks ? chunks.split(" ") : []).forEach(function (src) {
      if (document.querySelector('script[src="' + src + '"]')) return;
      var script = document.createElement("script");
      script.src = src;
      script.async = true;
      document.head.appendChild(script);
    });
  };
  afterPaint.port2.postMessage(null);
});`;

/**
 * Has each page ask for its route chunks right after its first paint, instead of once the main bundle
 * has run.
 *
 * Docusaurus means to list them in the page, but its server render reports module paths while the bundle
 * manifest is keyed by chunk names, so its pages listed only the runtime and the main bundle. The browser
 * asked for the route chunks once the main bundle had run: one more round trip before the page could
 * hydrate, and a burst of script insertions in the main bundle's task. Now the chunks download alongside
 * the main bundle and each runs in a task of its own; the webpack runtime finds them in the page (it looks
 * scripts up by their src) instead of inserting them again. They are not in the HTML as scripts: requested
 * that early, they competed with the first paint for the network.
 */
export default function routeChunkScriptsPlugin(): Plugin {
  return {
    name: "route-chunk-scripts",
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
            if (!html.includes(loaderTag)) throw new Error(`route-chunk-scripts: no loader in the page of ${route}`);
            const chunks = routeScripts(route, routes, chunkNames, manifest).map((file) => siteConfig.baseUrl + file);
            return html.replace(loaderTag, `<script id=${loaderId} data-chunks="${chunks.join(" ")}">`);
          }),
        ),
      );
    },
  };
}
