// Type-checks every ts/tsx/js/jsx block with ONE TypeScript program (the blocks are virtual
// files), strict, against the pinned packages in samples/node_modules.
import path from "node:path";
import ts from "typescript";

const COMPILER_OPTIONS = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  allowJs: true,
  checkJs: true,
  target: ts.ScriptTarget.ES2022,
  lib: ["lib.es2022.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
  types: ["node"],
  // How readers' projects compile: a bundler or a Node loader, import and require both allowed.
  module: ts.ModuleKind.Preserve,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force, // every block is its own module, even without imports
  jsx: ts.JsxEmit.ReactJSX,
  esModuleInterop: true,
  resolveJsonModule: true,
};

// Plain JavaScript can neither annotate types nor assert non-null, so js/jsx blocks skip the
// implicit-any diagnostics (TS7xxx) and the null-safety ones; everything else is reported.
const NULL_SAFETY = new Set([2531, 2532, 2533, 18047, 18048, 18049]);
const ASSIGNS_NULLABLE = new Set([2322, 2345]);

/** @param {import("./block-module.mjs").BlockModule[]} modules */
export function checkTypes(modules, report) {
  if (modules.length === 0) return;
  const byFile = new Map(modules.map((module) => [module.fileName, module]));
  const host = createHost(byFile);
  const fail = (diagnostic) => reportDiagnostic(diagnostic, byFile, report);
  // A declaration file a page shows (`title="src/catalogs.d.ts"`) is global: several pages declaring
  // `"*.po"` in one program would clash, and `skipLibCheck` would skip them. Each is checked in a program of
  // its own, with library checks on for it alone.
  const isDeclarationFile = (fileName) => fileName.endsWith(".d.ts");
  const program = ts.createProgram(
    [...byFile.keys()].filter((fileName) => !isDeclarationFile(fileName)),
    COMPILER_OPTIONS,
    host,
  );
  ts.getPreEmitDiagnostics(program).forEach(fail);
  for (const fileName of [...byFile.keys()].filter(isDeclarationFile)) {
    const own = ts.createProgram([fileName], { ...COMPILER_OPTIONS, skipLibCheck: false }, host);
    [
      ...own.getSyntacticDiagnostics(own.getSourceFile(fileName)),
      ...own.getSemanticDiagnostics(own.getSourceFile(fileName)),
    ].forEach(fail);
  }
  modules.forEach((module) => report.markChecked(module.block));
}

function reportDiagnostic(diagnostic, byFile, report) {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
  const module = diagnostic.file && byFile.get(diagnostic.file.fileName);
  if (!module) {
    report.fail("(typescript)", 0, "typescript", `TS${diagnostic.code}: ${message}`);
  } else if (!isIgnored(diagnostic.code, message, module.extension)) {
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    report.fail(module.block.page, module.pageLine(line), "typescript", `TS${diagnostic.code}: ${message}`);
  }
}

function isIgnored(code, message, extension) {
  // Relative imports stand for the reader's own files (./i18n, ./locales/en/messages) that the
  // page does not show: they stay untyped instead of failing.
  if (code === 2307 && /module '\.\.?\//.test(message)) return true;
  if (extension !== "js" && extension !== "jsx") return false;
  return (
    (code >= 7000 && code < 8000) ||
    NULL_SAFETY.has(code) ||
    (ASSIGNS_NULLABLE.has(code) && /\| (null|undefined)'/.test(message))
  );
}

// The blocks exist only in memory; their folders must exist too, or module resolution does
// not look for `./i18n` next to a block.
function createHost(byFile) {
  const host = ts.createCompilerHost(COMPILER_OPTIONS);
  const { getSourceFile, fileExists, readFile, directoryExists } = host;
  const folders = new Set([...byFile.keys()].flatMap(ancestors));
  return Object.assign(host, {
    getSourceFile: (fileName, languageVersion, ...rest) =>
      byFile.has(fileName)
        ? ts.createSourceFile(fileName, byFile.get(fileName).text, languageVersion, true)
        : getSourceFile.call(host, fileName, languageVersion, ...rest),
    fileExists: (fileName) => byFile.has(fileName) || fileExists.call(host, fileName),
    readFile: (fileName) => byFile.get(fileName)?.text ?? readFile.call(host, fileName),
    directoryExists: (folder) => folders.has(folder) || directoryExists.call(host, folder),
  });
}

function ancestors(fileName) {
  const folders = [];
  for (let folder = path.dirname(fileName); folder !== path.dirname(folder); folder = path.dirname(folder)) {
    folders.push(folder);
  }
  return folders;
}
