// Turns the argument of a `throw new Error(...)`, `console.warn(...)` and the like, as written in a
// package's built code, into the message a reader sees: the literal text, with each value the code
// fills in shown as a named placeholder, `{locale}`. Colour helpers (chalk, node:util's styleText)
// are looked through, since they only wrap the text in terminal colour codes.

/** Calls that only colour their text argument: `chalk.red(text)`, `chalk_1.default.bold(text)`, `styleText("red", text)`. */
function colouredText(node) {
  if (node.type !== "CallExpression") return undefined;
  const callee = node.callee.type === "SequenceExpression" ? node.callee.expressions.at(-1) : node.callee;
  const name = callee.type === "MemberExpression" ? propertyName(callee) : callee.name;
  if (name === "styleText") return node.arguments[1];
  const chain = callee.type === "MemberExpression" ? sourceOf(callee.object) : "";
  if (/(^|\.|_)chalk/.test(chain) || /^chalk/.test(name ?? "")) return node.arguments[0];
  return undefined;
}

/** The calls that build an error from a message given as one of their arguments. */
const MESSAGE_ARGUMENT = { buildCodeFrameError: 0, buildError: 1 };

/**
 * Objects whose methods say nothing about the value they compute: built-ins, Node.js modules, and the
 * module namespaces that bundlers name `utils_1` or `path__default`. `path.relative(root, file)` is named
 * after its first argument; `Object.keys(formats)` after `formats`.
 */
const NAMESPACE = /^(Object|JSON|Array|String|Number|Math|Date|path|process|fs|os|url|util)$|_\d+$|__default$/;

let sourceText = "";
function sourceOf(node) {
  return sourceText.slice(node.start, node.end);
}

function propertyName(member) {
  return member.property.type === "Identifier" ? member.property.name : undefined;
}

/** A short name for the value an expression computes, for its placeholder. */
export function placeholderName(node) {
  switch (node.type) {
    case "Identifier":
      return node.name.replace(/^_+/, "");
    case "MemberExpression":
    case "OptionalMemberExpression":
      return propertyName(node) ?? placeholderName(node.object);
    case "CallExpression":
    case "OptionalCallExpression": {
      const coloured = colouredText(node);
      if (coloured) return placeholderName(coloured);
      const callee = node.callee.type === "SequenceExpression" ? node.callee.expressions.at(-1) : node.callee;
      const onNamespace = callee.type === "Identifier" || NAMESPACE.test(callee.object?.name ?? "");
      if (onNamespace && node.arguments[0]) return placeholderName(node.arguments[0]);
      if (callee.type === "MemberExpression" || callee.type === "OptionalMemberExpression")
        return onNamespace ? (propertyName(callee) ?? "value") : placeholderName(callee.object);
      return "value";
    }
    case "TSNonNullExpression":
    case "ParenthesizedExpression":
      return placeholderName(node.expression);
    default:
      return "value";
  }
}

/** At most this many readings of one message; past it a condition's value stays a placeholder. */
const MAX_READINGS = 4;

/** The readings of parts in a row: every reading of the first followed by every reading of the next. */
function inSequence(...readings) {
  return readings.reduce(
    (sequences, options) => sequences.flatMap((sequence) => options.map((option) => [...sequence, ...option])),
    [[]],
  );
}

const hasText = (readings) =>
  readings.every((parts) => parts.some((part) => typeof part === "string" && /[A-Za-z]{2}/.test(part)));

/**
 * The message an expression produces, as its readings, each a list of parts: text, and placeholders
 * `{ name }`. A condition that chooses between two texts (`attribute ? \`...\` : \`...\``) gives a reading
 * for each. `resolve(identifier)` returns the text a constant or a message-building function stands for,
 * so a message kept in a variable before it is thrown is read too; it returns undefined for anything else.
 */
function partsOf(node, resolve, seen) {
  const placeholder = [[{ name: placeholderName(node) }]];
  switch (node.type) {
    case "StringLiteral":
      return [[node.value]];
    case "TemplateLiteral":
      return inSequence(
        ...node.quasis.flatMap((quasi, index) => {
          const expression = node.expressions[index];
          return expression ? [[[quasi.value.cooked]], partsOf(expression, resolve, seen)] : [[[quasi.value.cooked]]];
        }),
      );
    case "BinaryExpression":
      if (node.operator === "+")
        return inSequence(partsOf(node.left, resolve, seen), partsOf(node.right, resolve, seen));
      break;
    case "ConditionalExpression": {
      const readings = [...partsOf(node.consequent, resolve, seen), ...partsOf(node.alternate, resolve, seen)];
      return readings.length <= MAX_READINGS && hasText(readings) ? readings : placeholder;
    }
    case "LogicalExpression":
      // `devErrorMessage ?? "useLingui hook was used without I18nProvider."`: the text that is always there.
      if (node.right.type === "StringLiteral" || node.right.type === "TemplateLiteral")
        return partsOf(node.right, resolve, seen);
      break;
    case "CallExpression": {
      const coloured = colouredText(node);
      if (coloured) return partsOf(coloured, resolve, seen);
      // `\`...\`.trim()`: only the whitespace around the text changes.
      if (node.callee.type === "MemberExpression" && /^trim(Start|End)?$/.test(propertyName(node.callee) ?? ""))
        return partsOf(node.callee.object, resolve, seen);
      // createDeprecationError(...): a local function that returns the message's text.
      if (node.callee.type === "Identifier" && !seen.has(node.callee.name)) {
        const returned = resolve(node.callee.name);
        if (returned) return partsOf(returned, resolve, new Set([...seen, node.callee.name]));
      }
      if (
        node.callee.type === "MemberExpression" &&
        propertyName(node.callee) === "join" &&
        node.callee.object.type === "ArrayExpression"
      )
        return joinedParts(node, resolve, seen);
      break;
    }
    case "Identifier": {
      const value = seen.has(node.name) ? undefined : resolve(node.name);
      if (value) return partsOf(value, resolve, new Set([...seen, node.name]));
      break;
    }
  }
  return placeholder;
}

/** `[a, b].join("\n")`: the parts of each item, with the separator between them. */
function joinedParts(node, resolve, seen) {
  const separator = node.arguments[0]?.type === "StringLiteral" ? node.arguments[0].value : ",";
  return inSequence(
    ...node.callee.object.elements.flatMap((element, index) => [
      ...(index > 0 ? [[[separator]]] : []),
      partsOf(element, resolve, seen),
    ]),
  );
}

/** The argument of a call that holds the message: the text of `buildError(node, text)`, else the first. */
export function messageArgument(call) {
  const callee = call.callee;
  const name = callee.type === "MemberExpression" ? propertyName(callee) : undefined;
  return call.arguments[MESSAGE_ARGUMENT[name] ?? 0];
}

/**
 * The readings of a message expression (one, or one per text a condition chooses), each a list of parts:
 * its text, and `{ name }` for each value the code fills in, with adjacent text joined and whitespace kept
 * as it is (the page shows the message as printed). Readings with no words of their own (a rethrown
 * `error.message`, a bare variable) are left out.
 * @param {object} node the expression
 * @param {string} source the file's text, for naming placeholders
 * @param {(name: string) => object | undefined} resolve
 * @returns {(string | { name: string })[][]}
 */
export function messageReadings(node, source, resolve) {
  sourceText = source;
  return partsOf(node, resolve, new Set())
    .map((reading) => {
      const parts = [];
      for (const part of reading) {
        if (typeof part === "string" && typeof parts.at(-1) === "string") parts[parts.length - 1] += part;
        else if (part !== "") parts.push(part);
      }
      return parts;
    })
    .filter((parts) => parts.some((part) => typeof part === "string" && /[A-Za-z]{2}/.test(part)));
}

/** A message as the errors reference shows it: placeholders written `{name}`. */
export function renderMessage(parts) {
  return parts.map((part) => (typeof part === "string" ? part : `{${part.name}}`)).join("");
}
