// Finds every error and warning message in the built code of the Lingui packages a pinned package
// installs (and of the ICU parser they use): what they throw (`new Error(...)`, `new ParseError(...)`,
// Babel's `buildCodeFrameError(...)`), and what they print with `console.error`, `console.warn` or in
// red or yellow with `console.log`. Messages in compiled WebAssembly are not read here
// (known-messages.mjs lists them).
import fs from "node:fs";
import path from "node:path";
import { parse } from "@babel/parser";
import traverseModule from "@babel/traverse";
import { messageArgument, messageReadings, renderMessage } from "./message-template.mjs";

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

/** Files of another package that Lingui never runs: jest-validate's check of a command line's options. */
const UNUSED_FILES = new Set(["jest-validate/build/validateCLIOptions.js"]);

/** The package's JavaScript files, without its own node_modules. */
function scriptsOf(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : scriptsOf(file);
    const unused = [...UNUSED_FILES].some((unusedFile) => file.endsWith(path.join("node_modules", unusedFile)));
    return /\.[cm]?js$/.test(entry.name) && !unused ? [file] : [];
  });
}

function calleeName(callee) {
  // `(0, _utils.logValidationWarning)(...)`: how compiled CommonJS calls an imported function.
  if (callee.type === "SequenceExpression") return calleeName(callee.expressions.at(-1));
  if (callee.type === "Identifier") return callee.name;
  if (callee.type === "MemberExpression" && callee.property.type === "Identifier") return callee.property.name;
  return undefined;
}

/**
 * `console.warn(...)`, `console.error(...)`, `logger.error(...)`, `this.warn(...)` in a Vite or Rollup
 * plugin hook, and `spinner.warn(...)` of the CLI's progress spinner: the level, else undefined.
 */
function printLevel(call) {
  const { callee } = call;
  if (callee.type !== "MemberExpression") return undefined;
  const printer =
    callee.object.type === "ThisExpression" || /^(console|logger|spinner)$/.test(callee.object.name ?? "");
  return printer ? calleeName(callee) : undefined;
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
  const readingsOf = (node, scope) => messageReadings(node, source, (name) => constantValue(scope, name));
  const add = (kind, node, scope) => {
    for (const parts of node ? readingsOf(node, scope) : []) found.push({ kind, parts, line: node.loc.start.line });
  };
  // new ParseError(token, text), new ValidationError(title, text, comment): the argument with the most text.
  const addLongest = (kind, nodePath) => {
    const text = (node) =>
      readingsOf(node, nodePath.scope)
        .flat()
        .filter((part) => typeof part === "string")
        .join("").length;
    const [longest] = [...nodePath.node.arguments].sort((a, b) => text(b) - text(a));
    if (longest) add(kind, longest, nodePath.scope);
  };
  traverse(ast, {
    // `throw \`...\``: text thrown as it is, which Node.js prints as the uncaught value.
    ThrowStatement(nodePath) {
      const { argument } = nodePath.node;
      if (argument.type === "StringLiteral" || argument.type === "TemplateLiteral")
        add("error", argument, nodePath.scope);
    },
    NewExpression(nodePath) {
      if (/Error$/.test(calleeName(nodePath.node.callee) ?? "")) addLongest("error", nodePath);
    },
    FunctionDeclaration(nodePath) {
      // createMissingErrorMessage(...): a message builder that others throw or print. Its text is what it
      // returns, or the text it starts the variable it returns with (lines are appended to it after).
      if (!MESSAGE_BUILDER.test(nodePath.node.id?.name ?? "")) return;
      const returned = constantValue(nodePath.parentPath.scope, nodePath.node.id.name);
      const variable = nodePath.node.body.body.find((statement) => statement.type === "ReturnStatement")?.argument;
      const start =
        variable?.type === "Identifier" ? nodePath.scope.getBinding(variable.name)?.path.node.init : undefined;
      if (returned) add("error", returned, nodePath.scope);
      else if (isText(start)) add("error", start, nodePath.scope);
    },
    AssignmentExpression(nodePath) {
      const { left, right } = nodePath.node;
      if (left.type === "Identifier" && ERROR_TEXT_VARIABLE.test(left.name) && isText(right))
        add("error", right, nodePath.scope);
    },
    VariableDeclarator(nodePath) {
      const { id, init } = nodePath.node;
      if (id.type === "Identifier" && ERROR_TEXT_VARIABLE.test(id.name) && isText(init))
        add("error", init, nodePath.scope);
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

/** Text, or text trimmed: what a message variable or a message-building function holds. */
function isText(node) {
  if (node?.type === "StringLiteral" || node?.type === "TemplateLiteral") return true;
  if (node?.type === "BinaryExpression") return node.operator === "+" && (isText(node.left) || isText(node.right));
  return node?.type === "CallExpression" && node.callee.type === "MemberExpression" && isText(node.callee.object);
}

/**
 * The text a name in scope stands for: a constant initialised with it (`const msg = \`...\``), or a function
 * whose one `return` gives it (`createDeprecationError(...)`); else undefined. A computed value (a path, a
 * name) stays a placeholder named after it.
 */
function constantValue(scope, name) {
  const binding = scope.getBinding(name);
  if (!binding) return undefined;
  if (binding.path.isFunctionDeclaration()) {
    const returns = binding.path.node.body.body.filter((statement) => statement.type === "ReturnStatement");
    return returns.length === 1 && isText(returns[0].argument) ? returns[0].argument : undefined;
  }
  if (!binding.constant || !binding.path.isVariableDeclarator()) return undefined;
  const init = binding.path.node.init;
  return isText(init) ? init : undefined;
}

/** A function named as a builder of error messages: `createMissingErrorMessage`, `createDeprecationError`. */
const MESSAGE_BUILDER = /^create\w*(Message|Error)$/;

/** A variable that holds an error's text before something else throws it: `errMessage = \`...\``. */
const ERROR_TEXT_VARIABLE = /^(dev)?err(or)?(Message|Msg|Text)$/i;

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
