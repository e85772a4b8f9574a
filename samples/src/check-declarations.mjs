// Checks the blocks that show a package's own type declarations (`declared-in="@lingui/core"`, and
// `member-of="I18n"` for members of a class or interface): every declaration in the block must be, as
// written, one of the declarations of that name in the `.d.ts` files that the named modules' types load (one
// program for all of them), and a function, constant or class must be exported by the module the block names.
// Both sides are printed by the TypeScript printer without comments, `export`, `declare` and parameter
// names, so layout, comments and trailing separators do not count, while a missing `?`, another type or a
// parameter left out does. A block may show some overloads of a function, and some members of a class.
import path from "node:path";
import ts from "typescript";
import { packageDir } from "./paths.mjs";

const printer = ts.createPrinter({ removeComments: true });

/** @param {import("./extract-blocks.mjs").Block[]} blocks */
export function checkDeclarations(blocks, report) {
  if (blocks.length === 0) return;
  const { declarations, exportsOf } = indexDeclarations(new Set(blocks.map((block) => block.meta["declared-in"])));
  for (const block of blocks) {
    const specifier = block.meta["declared-in"];
    const exports = exportsOf.get(specifier);
    if (!exports) {
      report.fail(block.page, block.line, "declarations", `cannot resolve the type declarations of ${specifier}`);
      continue;
    }
    const memberOf = block.meta["member-of"];
    for (const { name, text, line, value } of blockDeclarations(block.code, memberOf)) {
      const known = declarations.get(memberOf === undefined ? name : `${memberOf}.${name}`) ?? [];
      const where = memberOf === undefined ? `\`${name}\`` : `\`${memberOf}.${name}\``;
      const fail = (message) => report.fail(block.page, block.line + 1 + line, "declarations", message);
      if (!known.includes(text))
        fail(
          known.length === 0
            ? `${where} is not declared in the type declarations of ${specifier}`
            : `${where} differs from the package's declaration:\n  page:    ${text}\n  package: ${known.join("\n           ")}`,
        );
      // A function, constant or class is what a reader imports: it must come from the module the block names.
      // (Types may be ones the package uses without exporting them.)
      else if (value && memberOf === undefined && !exports.has(name))
        fail(`${where} is declared by the package but not exported from ${specifier}`);
    }
    report.markChecked(block);
  }
}

/**
 * One program that imports every module the blocks name: every declaration in the `.d.ts` files their types
 * load, by name (members as `Class.member`), as normalised text, overloads as separate entries; and, per
 * module, the names it exports (none listed for a module that does not resolve).
 * @param {Set<string>} specifiers
 * @returns {{ declarations: Map<string, string[]>, exportsOf: Map<string, Set<string>> }}
 */
function indexDeclarations(specifiers) {
  const entry = path.join(packageDir, "__declared-in__.ts");
  const options = { moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.Preserve, noEmit: true };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists } = host;
  const resolved = [...specifiers].filter(
    (specifier) => ts.resolveModuleName(specifier, entry, options, host).resolvedModule,
  );
  const entryText = resolved.map((specifier, index) => `import * as m${index} from ${JSON.stringify(specifier)};`);
  host.getSourceFile = (fileName, ...rest) =>
    fileName === entry
      ? ts.createSourceFile(fileName, entryText.join("\n"), ts.ScriptTarget.Latest)
      : getSourceFile(fileName, ...rest);
  host.fileExists = (fileName) => fileName === entry || fileExists(fileName);
  const program = ts.createProgram([entry], options, host);
  const checker = program.getTypeChecker();
  const exportsOf = new Map(
    program.getSourceFile(entry).statements.map((statement, index) => {
      const moduleSymbol = checker.getSymbolAtLocation(statement.moduleSpecifier);
      const names = moduleSymbol ? checker.getExportsOfModule(moduleSymbol).map((symbol) => symbol.name) : [];
      return [resolved[index], new Set(names)];
    }),
  );

  const declarations = new Map();
  const add = (name, text) => declarations.set(name, [...(declarations.get(name) ?? []), text]);
  for (const file of program.getSourceFiles()) {
    if (file.fileName === entry || program.isSourceFileDefaultLibrary(file)) continue;
    const found = declarationsIn(file);
    for (const { name, text, members } of found) {
      add(name, text);
      for (const member of members) add(`${name}.${member.name}`, member.text);
    }
    // `export { detectFromUrl as fromUrl }`: the page shows the declaration under the name a reader imports.
    for (const [local, exported] of exportAliases(file)) {
      for (const { name, text } of found)
        if (name === local) add(exported, text.replace(new RegExp(`^(\\w+ )${local}\\b`), `$1${exported}`));
    }
  }
  return { declarations, exportsOf };
}

/** The declarations a block shows, with their line in the block (members when `memberOf` is given). */
function blockDeclarations(code, memberOf) {
  const wrapped = memberOf !== undefined;
  const source = ts.createSourceFile(
    "block.d.ts",
    wrapped ? `declare class Shown {\n${code}\n}` : code,
    ts.ScriptTarget.Latest,
    true,
  );
  const declarations = declarationsIn(source);
  const shown = wrapped ? declarations.flatMap(({ members }) => members) : declarations.flatMap(asShown);
  return shown.map(({ name, text, node }) => ({
    name,
    text,
    value: ts.isFunctionDeclaration(node) || ts.isVariableDeclaration(node) || ts.isClassDeclaration(node),
    line: source.getLineAndCharacterOfPosition(node.getStart(source)).line - (wrapped ? 1 : 0),
  }));
}

// A class shown in a block stands for its heritage and the members it lists, each checked on its own.
function asShown(declaration) {
  const { name, members, node } = declaration;
  if (!ts.isClassDeclaration(node)) return [declaration];
  return [declaration, ...members.map((member) => ({ ...member, name: `${name}.${member.name}` }))];
}

/** `[local, exported]` of the renaming export lists of a file. */
function exportAliases(file) {
  return file.statements
    .filter(
      (statement) =>
        ts.isExportDeclaration(statement) &&
        !statement.moduleSpecifier &&
        statement.exportClause &&
        ts.isNamedExports(statement.exportClause),
    )
    .flatMap((statement) => statement.exportClause.elements)
    .filter((element) => element.propertyName)
    .map((element) => [element.propertyName.text, element.name.text]);
}

/** @returns {{ name: string, text: string, node: ts.Node, members: { name: string, text: string, node: ts.Node }[] }[]} */
function declarationsIn(file) {
  const found = [];
  const visit = (statement) => {
    if (ts.isModuleDeclaration(statement) && statement.body && ts.isModuleBlock(statement.body)) {
      statement.body.statements.forEach(visit);
    } else if (ts.isVariableStatement(statement)) {
      const kind = statement.declarationList.flags & ts.NodeFlags.Const ? "const" : "let";
      for (const variable of statement.declarationList.declarations) {
        if (ts.isIdentifier(variable.name)) {
          found.push({
            name: variable.name.text,
            text: normalise(`${kind} ${print(variable, file)}`),
            node: variable,
            members: [],
          });
        }
      }
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isClassDeclaration(statement)) &&
      statement.name
    ) {
      const members =
        ts.isClassDeclaration(statement) || ts.isInterfaceDeclaration(statement) ? membersOf(statement, file) : [];
      // A class is its header here (name, type parameters, heritage); its members are entries of their own.
      const text = ts.isClassDeclaration(statement) ? classHeader(statement, file) : print(statement, file);
      found.push({ name: statement.name.text, text: normalise(text), node: statement, members });
    }
  };
  file.statements.forEach(visit);
  return found;
}

function membersOf(declaration, file) {
  return declaration.members.flatMap((member) => {
    const name = member.name
      ? member.name.getText(file)
      : ts.isConstructorDeclaration(member)
        ? "constructor"
        : undefined;
    return name === undefined ? [] : [{ name, text: normalise(print(member, file)), node: member }];
  });
}

function classHeader(declaration, file) {
  return print(
    ts.factory.updateClassDeclaration(
      declaration,
      [],
      declaration.name,
      declaration.typeParameters,
      declaration.heritageClauses,
      [],
    ),
    file,
  );
}

// Parameter names are the reader's to choose (`options` for a destructured `{ cwd, configPath }`): what is
// compared is the types, their order, `?` and `...`.
const unnamedParameters = (context) => (root) => {
  const visit = (node) =>
    ts.isParameter(node)
      ? ts.factory.updateParameterDeclaration(
          node,
          node.modifiers,
          node.dotDotDotToken,
          ts.factory.createIdentifier("_"),
          node.questionToken,
          node.type && ts.visitNode(node.type, visit),
          undefined,
        )
      : ts.visitEachChild(node, visit, context);
  return ts.visitNode(root, visit);
};

function print(node, file) {
  const [unnamed] = ts.transform(node, [unnamedParameters]).transformed;
  return printer.printNode(ts.EmitHint.Unspecified, unnamed, file);
}

// How declaration files name the namespaces they import, and how readers write them.
const READERS_NAMESPACES = [
  [/\breact_jsx_runtime\.JSX\./g, "JSX."],
  [/\breact\./g, "React."],
];

// One line, one quote style, no trailing separators, namespaces as readers write them; `export`, `declare` and
// `default` say where a declaration is visible, not what it is.
function normalise(text) {
  const oneLine = text
    .replace(/^(?:(?:export|declare|default)\s+)+/, "")
    .replace(/'/g, '"')
    .replace(/\s+/g, " ")
    .replace(/,\s*([)}\]>])/g, " $1")
    .replace(/;$/, "")
    .trim();
  return READERS_NAMESPACES.reduce((result, [pattern, written]) => result.replace(pattern, written), oneLine);
}
