import { join } from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { failOn, sourceProblems } from "../framework-guards/check";

/**
 * Ships the route registry to browsers without the module names that only the server render reads
 * (dropModuleNames.cjs).
 */
export default function leanRouteRegistryPlugin(context: LoadContext): Plugin {
  failOn("plugins/lean-route-registry", moduleNameReaders());
  const registry = join(context.generatedFilesDir, "registry.js");
  return {
    name: "lean-route-registry",
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: { rules: [{ test: exactly(registry), use: [join(__dirname, "dropModuleNames.cjs")] }] },
      };
    },
  };
}

/** A pattern that matches this one file path. */
const exactly = (file: string) => new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/**
 * In the browser the registry's module names go to react-loadable's `modules` option, which it reads only
 * inside the server render's capture (a React context the browser never provides).
 */
export function moduleNameReaders(
  componentCreator = require.resolve("@docusaurus/core/lib/client/exports/ComponentCreator.js"),
  reactLoadable = require.resolve("react-loadable", { paths: [require.resolve("@docusaurus/core/package.json")] }),
): string[] {
  const advice =
    "check whether the browser now reads the route registry's module names; if it does, remove plugins/lean-route-registry";
  return [
    ...sourceProblems(componentCreator, ["modules.push(chunkRegistry[1]);"], advice),
    ...sourceProblems(reactLoadable, ["if (this.context && Array.isArray(opts.modules)) {"], advice),
  ];
}
