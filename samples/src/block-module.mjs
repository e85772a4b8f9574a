// A ts/tsx/js/jsx block as a module that the compiler, Babel and Node can read: a virtual file
// name below the pinned package (so packages resolve from its node_modules), the text, and the page
// line of every line of that text. Fragments are wrapped; their wrapper lines map to the fence.
import path from "node:path";
import ts from "typescript";
import { packageDir } from "./paths.mjs";
import { macroModules } from "./pinned-lingui.mjs";

// Names a fragment may use without importing them; anything else it imports or declares.
const LINGUI_NAMES = {
  ...macroModules,
  "@lingui/core": ["i18n"],
  "@lingui/react": ["useLingui", "I18nProvider"],
};
export const SCRIPT_KIND = {
  ts: ts.ScriptKind.TS,
  tsx: ts.ScriptKind.TSX,
  js: ts.ScriptKind.JS,
  jsx: ts.ScriptKind.JSX,
};

/** @typedef {{ block: import("./extract-blocks.mjs").Block, fileName: string, extension: string,
 *   text: string, pageLine: (index: number) => number }} BlockModule */

/**
 * A block whose title is a file of its own language (`title="src/i18n.ts"` on a `ts` block) is
 * placed at that path in a folder of its page, so relative imports between the files a page
 * shows resolve; when a page shows the same file twice, the last block is the file, as in a
 * tutorial. Other blocks get a name of their own (`docs/ref/core.md.L42.tsx`).
 * @param {{ block: import("./extract-blocks.mjs").Block, extension: string }[]} entries
 * @returns {BlockModule[]}
 */
export function toModules(entries) {
  const lastWithTitle = new Map(entries.map((entry) => [titledFileName(entry), entry]));
  return entries.map((entry) => {
    const titled = titledFileName(entry);
    const fileName = titled && lastWithTitle.get(titled) === entry ? titled : numberedFileName(entry);
    return toModule(entry.block, entry.extension, fileName);
  });
}

function titledFileName({ block, extension }) {
  const { title } = block.meta;
  if (typeof title !== "string" || path.posix.extname(title) !== `.${extension}`) return undefined;
  return path.join(packageDir, ".virtual", block.page, path.posix.normalize(`/${title}`));
}

function numberedFileName({ block, extension }) {
  return path.join(packageDir, ".virtual", `${block.page}.L${block.line}.${extension}`);
}

/** @returns {BlockModule} */
function toModule(block, extension, fileName) {
  const numbered = block.code.split("\n").map((text, index) => ({ text, pageLine: block.line + 1 + index }));
  const lines = block.meta.fragment ? wrapFragment(numbered, block, extension) : numbered;
  return {
    block,
    fileName,
    extension,
    text: lines.map((line) => line.text).join("\n"),
    pageLine: (index) => lines[index]?.pageLine ?? block.line,
  };
}

/**
 * Leading imports stay at the top; Lingui names the fragment uses but does not import are
 * imported; the `prelude` meta (declarations the fragment relies on) follows; the rest becomes
 * the body of an async function, so `return`, `await`, hooks and bare JSX are all valid.
 */
function wrapFragment(numbered, block, extension) {
  const source = ts.createSourceFile("fragment", block.code, ts.ScriptTarget.Latest, true, SCRIPT_KIND[extension]);
  const imports = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement)) break;
    imports.push(statement);
  }
  const bodyStart = imports.length > 0 ? source.getLineAndCharacterOfPosition(imports.at(-1).end).line + 1 : 0;
  const imported = new Set(imports.flatMap(importedNames));
  const used = usedIdentifiers(source);
  const autoImports = Object.entries(LINGUI_NAMES)
    .map(([module, names]) => [module, names.filter((name) => used.has(name) && !imported.has(name))])
    .filter(([, names]) => names.length > 0)
    .map(([module, names]) => ({ text: `import { ${names.join(", ")} } from "${module}";` }));
  const prelude = typeof block.meta.prelude === "string" ? [{ text: block.meta.prelude }] : [];

  return [
    ...numbered.slice(0, bodyStart),
    ...autoImports,
    ...prelude,
    { text: "export async function __fragment() {" },
    ...numbered.slice(bodyStart),
    { text: "}" },
  ];
}

function importedNames(declaration) {
  const clause = declaration.importClause;
  if (!clause) return [];
  const bindings = clause.namedBindings;
  return [
    clause.name?.text,
    bindings && ts.isNamespaceImport(bindings) ? bindings.name.text : undefined,
    ...(bindings && ts.isNamedImports(bindings) ? bindings.elements.map((element) => element.name.text) : []),
  ].filter(Boolean);
}

function usedIdentifiers(source) {
  const names = new Set();
  const walk = (node) => {
    if (ts.isIdentifier(node)) names.add(node.text);
    ts.forEachChild(node, walk);
  };
  walk(source);
  return names;
}
