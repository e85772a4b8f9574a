// Finds every error and warning message in the built code of the Lingui packages a pinned package
// installs (and of the ICU parser they use): what they throw (`new Error(...)`, `new ParseError(...)`,
// Babel's `buildCodeFrameError(...)`), and what they print with `console.error`, `console.warn` or in
// red or yellow with `console.log`. Messages in compiled WebAssembly are not read here
// (known-messages.mjs lists them).
import fs from "node:fs";
import path from "node:path";
import { parse } from "@babel/parser";
import traverseModule from "@babel/traverse";
import { messageArgument, messageParts, renderMessage } from "./message-template.mjs";

const traverse = traverseModule.default ?? traverseModule;

/**
 * Packages read besides `@lingui/*`: the ICU MessageFormat parser that `@lingui/message-utils` compiles
 * with, and the validator that `@lingui/conf` checks a configuration with (Lingui 4 only).
 */
const OTHER_PACKAGES = ["@messageformat/parser", "jest-validate"];

/** The packages to read in `nodeModules`, with their versions. */
export function packagesIn(nodeModules) {
  const lingui = fs
    .readdirSync(path.join(nodeModules, "@lingui"))
    // A native binary's platform package (native-tools-linux-x64-gnu) holds no JavaScript of its own.
    .filter((name) => !/^native-tools-.+-/.test(name))
    .map((name) => `@lingui/${name}`);
  const used = (name) =>
    dependenciesOf(nodeModules, "@lingui/message-utils").includes(name) ||
    dependenciesOf(nodeModules, "@lingui/conf").includes(name);
  return [...lingui, ...OTHER_PACKAGES.filter(used)].map((name) => ({
    name,
    version: JSON.parse(fs.readFileSync(path.join(nodeModules, name, "package.json"), "utf8")).version,
  }));
}

function dependenciesOf(nodeModules, name) {
  const manifest = JSON.parse(fs.readFileSync(path.join(nodeModules, name, "package.json"), "utf8"));
  return Object.keys(manifest.dependencies ?? {});
}

/** The package's JavaScript files, without its own node_modules. */
function scriptsOf(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : scriptsOf(file);
    return /\.[cm]?js$/.test(entry.name) ? [file] : [];
  });
}

function calleeName(callee) {
  // `(0, _utils.logValidationWarning)(...)`: how compiled CommonJS calls an imported function.
  if (callee.type === "SequenceExpression") return calleeName(callee.expressions.at(-1));
  if (callee.type === "Identifier") return callee.name;
  if (callee.type === "MemberExpression" && callee.property.type === "Identifier") return callee.property.name;
  return undefined;
}

/** `console.warn(...)`, `console.error(...)`, `logger.error(...)`: the level, else undefined. */
function printLevel(call) {
  const { callee } = call;
  if (callee.type !== "MemberExpression" || callee.object.type !== "Identifier") return undefined;
  if (!/^(console|logger)$/.test(callee.object.name)) return undefined;
  return calleeName(callee);
}

/** The colour a `chalk.<colour>(...)` or `styleText("<colour>", ...)` call gives its text. */
function colourOf(node) {
  if (node?.type !== "CallExpression") return undefined;
  if (calleeName(node.callee) === "styleText") return node.arguments[0]?.value;
  const callee = node.callee;
  return callee.type === "MemberExpression" &&
    /chalk/.test(JSON.stringify(callee.object.name ?? callee.object.object?.name ?? ""))
    ? calleeName(callee)
    : undefined;
}

/** The messages of one file: `{ kind: "error" | "warning", parts, line }`. */
function messagesOf(file) {
  const source = fs.readFileSync(file, "utf8");
  const ast = parse(source, { sourceType: "unambiguous", plugins: ["jsx"], errorRecovery: true });
  const found = [];
  const add = (kind, node, scope) => {
    const parts = node && messageParts(node, source, (name) => constantValue(scope, name));
    if (parts) found.push({ kind, parts, line: node.loc.start.line });
  };
  // new ParseError(token, text), new ValidationError(title, text, comment): the argument with the most text.
  const addLongest = (kind, nodePath) => {
    const candidates = nodePath.node.arguments
      .map((argument) => messageParts(argument, source, (name) => constantValue(nodePath.scope, name)))
      .filter(Boolean);
    const text = (parts) => parts.filter((part) => typeof part === "string").join("").length;
    const parts = candidates.sort((a, b) => text(b) - text(a))[0];
    if (parts) found.push({ kind, parts, line: nodePath.node.loc.start.line });
  };
  traverse(ast, {
    NewExpression(nodePath) {
      if (/Error$/.test(calleeName(nodePath.node.callee) ?? "")) addLongest("error", nodePath);
    },
    ObjectProperty(nodePath) {
      // jest-validate's `deprecatedConfig`: { option: () => `message` }, printed when the option is used.
      const { value } = nodePath.node;
      const owner = nodePath.parentPath.parentPath;
      const named = owner.isVariableDeclarator() && /deprecations?$/i.test(owner.node.id.name ?? "");
      if (named && (value.type === "ArrowFunctionExpression" || value.type === "FunctionExpression"))
        add("warning", value.body, nodePath.scope);
    },
    CallExpression(nodePath) {
      const { node } = nodePath;
      const name = calleeName(node.callee);
      if (name === "buildCodeFrameError" || name === "buildError") {
        const warned = nodePath.findParent((parent) => parent.isCallExpression() && printLevel(parent.node) === "warn");
        add(warned ? "warning" : "error", messageArgument(node), nodePath.scope);
        return;
      }
      // jest-validate's logValidationWarning(title, message, comment).
      if (/Warning$/.test(name ?? "")) {
        addLongest("warning", nodePath);
        return;
      }
      const level = printLevel(node);
      const colour = colourOf(node.arguments[0]);
      if (colour === "green") return; // success lines such as "en ⇒ src/locales/en.js"
      if (level === "warn") add("warning", node.arguments[0], nodePath.scope);
      else if (level === "error") add("error", node.arguments[0], nodePath.scope);
      else if (level === "log" && (colour === "red" || colour === "yellow"))
        add(colour === "red" ? "error" : "warning", node.arguments[0], nodePath.scope);
    },
  });
  return found;
}

/** The text a constant in scope is initialised with (`const msg = \`...\``), else undefined. */
function constantValue(scope, name) {
  const binding = scope.getBinding(name);
  if (!binding || !binding.constant || !binding.path.isVariableDeclarator()) return undefined;
  const init = binding.path.node.init;
  // Only text: a computed value (a path, a name) stays a placeholder named after the constant.
  return init?.type === "StringLiteral" || init?.type === "TemplateLiteral" ? init : undefined;
}

/**
 * The messages of every package in `nodeModules`, one per package and message text, sorted.
 * @returns {{ package: string, kind: string, message: string, parts: (string | {name: string})[], files: string[] }[]}
 */
export function findMessages(nodeModules) {
  const byKey = new Map();
  for (const { name } of packagesIn(nodeModules)) {
    const dir = path.join(nodeModules, name);
    for (const file of scriptsOf(dir)) {
      for (const { kind, parts, line } of messagesOf(file)) {
        const message = renderMessage(parts);
        const key = `${name}\u0000${message}`;
        const entry = byKey.get(key) ?? { package: name, kind, message, parts, files: [] };
        if (kind === "error") entry.kind = "error";
        entry.files.push(`${path.relative(dir, file).split(path.sep).join("/")}:${line}`);
        byKey.set(key, entry);
      }
    }
  }
  return [...byKey.values()]
    .map((entry) => ({ ...entry, files: [...new Set(entry.files)].sort() }))
    .sort((a, b) => a.package.localeCompare(b.package) || a.message.localeCompare(b.message));
}
