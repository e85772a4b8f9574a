// The API surface of the Lingui packages pinned in the package of paths.mjs, in the layout of
// ../shared/data/lingui-4.14.1-api.json where the two meet (see api-items.mjs): per package its
// entry points and exports, its components' props (JSX macros apart), the CLI's commands and
// flags, and the configuration keys with their defaults. Nothing in it depends on the time or
// the machine, so a second run writes the same file.
import path from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";
import { packageDir, packageManifest } from "../src/paths.mjs";
import { linguiVersion } from "../src/pinned-lingui.mjs";
import { apiItems } from "./api-items.mjs";
import { readCli } from "./read-cli.mjs";
import { readConfigDefaults } from "./read-config-defaults.mjs";
import { createReader, entryPoints } from "./read-exports.mjs";

const METHOD = [
  "exports: the TypeScript compiler over the type declarations of each entry of every package's `exports` map",
  "runtimeExports: the keys of import() of each entry's Node.js build, on the package's Node.js",
  "components / jsxMacros: capitalised function exports whose first parameter is an object; its properties are the props (jsxMacros: the ./macro entry)",
  "commands: `lingui --help`, then `lingui <command> --help` for every command and subcommand",
  "configKeys: the properties of @lingui/conf's LinguiConfig type; defaults and validated keys from the build's defaultConfig and exampleConfig objects",
];

export async function buildSurface() {
  const names = Object.keys(packageManifest.dependencies).filter((name) => name.startsWith("@lingui/"));
  const roots = new Map(names.map((name) => [name, path.join(packageDir, "node_modules", name)]));
  const entries = new Map(names.map((name) => [name, entryPoints(roots.get(name))]));
  const typesPath = (name, entry) => path.join(roots.get(name), entry.typesFile);
  const reader = createReader(names.flatMap((name) => entries.get(name).map((entry) => typesPath(name, entry))));

  const packages = {};
  for (const name of names) {
    const api = { entryPoints: {} };
    for (const entry of entries.get(name)) {
      const { exports, components } = reader.readEntry(typesPath(name, entry));
      api.entryPoints[entry.subpath] = {
        typesFile: path.posix.join("node_modules", name, entry.typesFile),
        runtimeExports: await runtimeExports(path.join(roots.get(name), entry.runtimeFile)),
        exports,
      };
      const group = entry.subpath === "./macro" ? "jsxMacros" : "components";
      const module = entry.subpath === "." ? name : `${name}${entry.subpath.slice(1)}`;
      for (const { name: componentName, propsType, ...component } of components) {
        api[group] ??= {};
        api[group][componentName] ??= { from: [], signature: component.signature };
        api[group][componentName].from.push(module);
        api[group][componentName][`props_${propsType}`] = {
          typeText: component.typeText,
          properties: component.properties,
        };
      }
    }
    packages[name] = api;
  }
  Object.assign(packages["@lingui/cli"], await readCli());
  Object.assign(
    packages["@lingui/conf"],
    await configKeys(reader, typesPath("@lingui/conf", entries.get("@lingui/conf")[0])),
  );

  const surface = { meta: meta(names), packages };
  surface.meta.counts = counts(surface);
  return surface;
}

function meta(names) {
  const installed = Object.fromEntries(
    names.map((name) => {
      const version = packageManifest.dependencies[name];
      const status =
        version === linguiVersion ? "installed" : `installed ${version}: ${linguiVersion} is not on the registry`;
      return [name, { requested: linguiVersion, installed: version, status }];
    }),
  );
  // The Lingui packages the pinned package cannot install; the other unavailable packages (a framework a
  // page's block needs) are not part of the surface.
  const unavailable = Object.fromEntries(
    Object.entries(packageManifest.samples?.unavailable ?? {})
      .filter(([name]) => name.startsWith("@lingui/"))
      .map(([name, reason]) => [
        name,
        { requested: linguiVersion, installed: null, status: `not installed: ${reason}` },
      ]),
  );
  return {
    description: `Public API surface of the Lingui ${linguiVersion} packages, extracted from the packages pinned in ${path.basename(packageDir)}/ by samples/api/extract-surface.mjs`,
    node: process.version,
    typescriptUsedForExtraction: ts.version,
    packages: { ...installed, ...unavailable },
    method: METHOD,
  };
}

async function runtimeExports(file) {
  try {
    const module = await import(pathToFileURL(file).href);
    return { keys: Object.keys(module).sort() };
  } catch (error) {
    // A bundler entry needs its optional peer (esbuild, rolldown), which is not installed.
    return { importFailed: error.code ?? error.name };
  }
}

async function configKeys(reader, confTypes) {
  const { defaults, validatedKeys } = await readConfigDefaults();
  const keys = reader.readType(confTypes, "LinguiConfig").map((property) => ({
    key: property.name,
    optional: property.optional,
    declaration: property.declaration,
    default: Object.hasOwn(defaults, property.name) ? defaults[property.name] : "(no default; undefined)",
    acceptedByValidation: validatedKeys.includes(property.name),
  }));
  return { configKeys: keys, defaultConfigLiteral: defaults, validatedConfigKeys: validatedKeys };
}

// Per package, and in total as the coverage check counts them (api-items.mjs).
function counts(surface) {
  const perPackage = Object.fromEntries(
    Object.entries(surface.packages).map(([name, api]) => {
      const exports = Object.values(api.entryPoints).flatMap((entry) => entry.exports);
      return [
        name,
        {
          entryPoints: Object.keys(api.entryPoints).length,
          exportedNames: exports.length,
          typeOnly: exports.filter((entry) => entry.typeOnly).length,
          ...(api.components && { components: Object.keys(api.components).length }),
          ...(api.jsxMacros && { jsxMacros: Object.keys(api.jsxMacros).length }),
          ...(api.commands && { commands: api.commands.length }),
          ...(api.configKeys && { configKeys: api.configKeys.length }),
        },
      ];
    }),
  );
  const total = { export: 0, prop: 0, flag: 0, config: 0 };
  for (const item of apiItems(surface)) total[item.kind] += 1;
  return {
    ...perPackage,
    total: { exports: total.export, props: total.prop, flags: total.flag, configKeys: total.config },
  };
}
