// The exports of an installed package, read from its own type declarations with the TypeScript
// compiler: every entry point of its `exports` map, every name each exports (kind, type-only or
// not, declaration text), and the props of the React components among them.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const COMPILER_OPTIONS = {
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  jsx: ts.JsxEmit.ReactJSX,
  skipLibCheck: true,
  noEmit: true,
};
// Conditions that pick another build of the same entry, not the one a Node.js import gets.
const OTHER_BUILDS = new Set(["types", "browser", "react-server"]);
const DECLARATION_OF = { ".mjs": ".d.mts", ".cjs": ".d.cts", ".js": ".d.ts" };
const KINDS = [
  [ts.SymbolFlags.Class, "class"],
  [ts.SymbolFlags.Function, "function"],
  [ts.SymbolFlags.Variable, "const"],
  [ts.SymbolFlags.Enum, "enum"],
  [ts.SymbolFlags.Namespace, "namespace"],
  [ts.SymbolFlags.Interface, "interface"],
  [ts.SymbolFlags.TypeAlias, "type"],
];

/**
 * @param {string} packageRoot the package's folder in node_modules
 * @returns {{ subpath: string, typesFile: string, runtimeFile: string }[]} the entries that have type declarations
 */
export function entryPoints(packageRoot) {
  const manifest = JSON.parse(fs.readFileSync(path.join(packageRoot, "package.json"), "utf8"));
  const exportsMap = typeof manifest.exports === "string" ? { ".": manifest.exports } : (manifest.exports ?? {});
  return Object.entries(exportsMap)
    .filter(([subpath]) => subpath !== "./package.json")
    .map(([subpath, target]) => {
      const runtimeFile = typeof target === "string" ? target : nodeBuild(target);
      const typesFile = typeof target === "object" && target.types ? target.types : declarationFile(runtimeFile);
      return { subpath, typesFile, runtimeFile };
    })
    .filter(({ typesFile }) => typesFile && fs.existsSync(path.join(packageRoot, typesFile)));
}

function nodeBuild(conditions) {
  const [, target] = Object.entries(conditions).find(([condition]) => !OTHER_BUILDS.has(condition)) ?? [];
  return typeof target === "string" ? target : undefined;
}

function declarationFile(runtimeFile) {
  const extension = runtimeFile && path.extname(runtimeFile);
  return DECLARATION_OF[extension] && runtimeFile.slice(0, -extension.length) + DECLARATION_OF[extension];
}

/**
 * One TypeScript program over the given declaration files: `readEntry` reads the exports of one,
 * `readType` the properties of a type one of them exports.
 */
export function createReader(typesFiles) {
  const program = ts.createProgram(typesFiles, COMPILER_OPTIONS);
  const checker = program.getTypeChecker();
  const readType = (typesFile, typeName) => {
    const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(typesFile));
    const exported = checker.getExportsOfModule(moduleSymbol).find((symbol) => symbol.name === typeName);
    if (!exported) throw new Error(`${typesFile} exports no ${typeName}`);
    const type = checker.getDeclaredTypeOfSymbol(resolveAlias(checker, exported));
    return allProperties(type).map(describeProperty);
  };
  const readEntry = (typesFile) => {
    const source = program.getSourceFile(typesFile);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) return { exports: [], components: [] };
    // `export = loader` (a CommonJS entry) exports one value, which an import gets as its default.
    const assigned = moduleSymbol.exports?.get(ts.InternalSymbolName.ExportEquals);
    const named = assigned
      ? [{ name: "default", symbol: assigned }]
      : checker
          .getExportsOfModule(moduleSymbol)
          .map((symbol) => ({ name: symbol.name, symbol }))
          .sort((a, b) => a.name.localeCompare(b.name));
    return {
      exports: named.map(({ name, symbol }) => describeExport(checker, name, symbol)),
      components: named.flatMap(({ name, symbol }) => component(checker, name, symbol) ?? []),
    };
  };
  return { readEntry, readType };
}

function resolveAlias(checker, symbol) {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

function describeExport(checker, name, exported) {
  const symbol = resolveAlias(checker, exported);
  const kind = KINDS.find(([flag]) => symbol.flags & flag)?.[1] ?? "other";
  return {
    name,
    kind,
    typeOnly: (symbol.flags & ts.SymbolFlags.Value) === 0,
    declarations: (symbol.declarations ?? []).map(declarationText),
  };
}

// Declarations as one line each, doc comments dropped.
function declarationText(node) {
  return node
    .getText()
    .replaceAll(/\/\*\*[\s\S]*?\*\//g, "")
    .replaceAll(/\s+/g, " ")
    .trim();
}

/**
 * A React component: a capitalised function export whose first parameter is an object of props.
 * @returns {{ name: string, signature: string, propsType: string, typeText: string,
 *   properties: { name: string, optional: boolean, declaration: string | string[] }[] } | undefined}
 */
function component(checker, name, exported) {
  const symbol = resolveAlias(checker, exported);
  if (!/^[A-Z]/.test(name) || !(symbol.flags & ts.SymbolFlags.Value) || !symbol.valueDeclaration) return;
  const type = checker.getTypeOfSymbolAtLocation(symbol, symbol.valueDeclaration);
  const [signature] = type.getCallSignatures();
  const [propsParameter] = signature?.getParameters() ?? [];
  if (!propsParameter) return;
  const propsType = checker.getTypeOfSymbolAtLocation(propsParameter, symbol.valueDeclaration);
  const properties = allProperties(propsType);
  if (properties.length === 0) return;
  const aliasSymbol = propsType.aliasSymbol ?? propsType.getSymbol();
  const typeName = aliasSymbol?.name && !aliasSymbol.name.startsWith("__") ? aliasSymbol.name : "Props";
  return {
    name,
    signature: declarationText(symbol.valueDeclaration),
    propsType: typeName,
    typeText: aliasSymbol?.declarations?.map(declarationText).join(" ") ?? checker.typeToString(propsType),
    properties: properties.map(describeProperty),
  };
}

function describeProperty(property) {
  return {
    name: property.name,
    optional: (property.flags & ts.SymbolFlags.Optional) !== 0,
    declaration: declarationsOf(property),
  };
}

// Props of every member of a union or intersection (a render-callback-or-component union has
// `render` in one member and `component` in the other), each once, in declaration order.
function allProperties(type) {
  const members = type.isUnionOrIntersection() ? type.types.flatMap(allPropertiesTypes) : [type];
  const byName = new Map();
  for (const member of members) {
    for (const property of member.getProperties()) if (!byName.has(property.name)) byName.set(property.name, property);
  }
  return [...byName.values()];
}

function allPropertiesTypes(type) {
  return type.isUnionOrIntersection() ? type.types.flatMap(allPropertiesTypes) : [type];
}

function declarationsOf(property) {
  const texts = [...new Set((property.declarations ?? []).map(declarationText))];
  return texts.length === 1 ? texts[0] : texts;
}
