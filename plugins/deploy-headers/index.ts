import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Plugin } from "@docusaurus/types";
import { htmlFileOfRoute } from "../htmlFileOfRoute";
import { cacheControl, hashedAssetsPrefix, securityHeaders, type HeaderSet } from "../../deploy/headers";

type Options = { connectOrigins: string[] };

/** Where the nginx includes go, inside the build: site.conf includes them and refuses to serve the folder. */
export const nginxIncludesFolder = "_nginx";

const executableScriptTypes = new Set(["", "text/javascript", "application/javascript", "module"]);

/** base64 SHA-256 of every inline script a browser would execute, as CSP hash sources. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes)) continue;
    const type = /\btype=["']?([^"'\s>]+)/.exec(attributes)?.[1] ?? "";
    if (!executableScriptTypes.has(type)) continue;
    hashes.push(createHash("sha256").update(body).digest("base64"));
  }
  return hashes;
}

/** `.html` and `/index.html` addresses of a page lead to its clean URL, as nginx does with a map. */
function cleanUrlRedirects(routes: string[]): string[] {
  return routes
    .filter((route) => !route.endsWith(".html"))
    .flatMap((route) =>
      route === "/" ? ["/index.html / 301!"] : [`${route}.html ${route} 301!`, `${route}/index.html ${route} 301!`],
    );
}

const nginxHeaders = (headers: HeaderSet) =>
  Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join("\n");

const netlifyBlock = (path: string, headers: HeaderSet) =>
  [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");

/** Writes the site's headers for nginx and Netlify, with the CSP hashes of this build's inline scripts. */
export default function deployHeadersPlugin({ connectOrigins }: Options): Plugin {
  return {
    name: "deploy-headers",
    async postBuild({ outDir, routesPaths }) {
      const htmlFiles = routesPaths.map(htmlFileOfRoute);
      const hashes = new Set<string>();
      for (const file of htmlFiles) {
        const html = await readFile(join(outDir, file), "utf8").catch(() => "");
        for (const hash of inlineScriptHashes(html)) hashes.add(hash);
      }
      const security = securityHeaders({ inlineScriptHashes: [...hashes].sort(), connectOrigins });
      const includes = join(outDir, nginxIncludesFolder);
      await mkdir(includes, { recursive: true });
      await writeFile(
        join(includes, "assets-headers.conf"),
        `${nginxHeaders({ ...security, "Cache-Control": cacheControl.hashedAssets })}\n`,
      );
      await writeFile(
        join(includes, "page-headers.conf"),
        `${nginxHeaders({ ...security, "Cache-Control": cacheControl.pages })}\n`,
      );
      // Netlify joins the values of a header set by several matching rules, so Cache-Control is
      // set for the hashed assets only; its default for everything else already revalidates.
      await writeFile(
        join(outDir, "_headers"),
        `${netlifyBlock("/*", security)}\n${netlifyBlock(`${hashedAssetsPrefix}*`, {
          "Cache-Control": cacheControl.hashedAssets,
        })}\n`,
      );
      await writeFile(join(outDir, "_redirects"), `${cleanUrlRedirects(routesPaths).join("\n")}\n`);
    },
  };
}
