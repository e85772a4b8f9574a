// Finds, in the text of a block, the message IDs it shows next to a message:
// - descriptors: `{ id: "uzTaYi", message: "Hello" }` objects and `<Trans id="..." message="..." />`
//   elements, as the macro writes them (and as pages show its output), and the explicit IDs given
//   to the macros;
// - catalog entries: `"uzTaYi": "Hello"` or `"uzTaYi": ["Hello"]`, as minimal JSON and compiled
//   catalogs hold them, also inside the escaped string a compiled module passes to JSON.parse.
// Both give 0-based lines within the text.
import ts from "typescript";
import { lineAt } from "./locate.mjs";

/**
 * @param {Set<string>} macroNames in code that uses the macros: the names whose arguments and
 *   elements are macro input, where an `id` is explicit (`t({ id: "welcome.title", message })`)
 * @returns {{ id: string, message?: string, context?: string, explicit: boolean, line: number }[]}
 *   every descriptor with an `id`; lines are 0-based
 */
export function findDescriptors(text, macroNames) {
  const source = ts.createSourceFile("block.tsx", text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = [];
  const walk = (node) => {
    let fields;
    if (ts.isObjectLiteralExpression(node))
      fields = { ...objectFields(node), explicit: isMacroArgument(node, macroNames) };
    if (ts.isJsxAttributes(node))
      fields = { ...jsxFields(node), explicit: macroNames.has(node.parent.tagName.getText(source)) };
    if (fields?.id !== undefined) {
      found.push({ ...fields, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line });
    }
    ts.forEachChild(node, walk);
  };
  walk(source);
  return found;
}

// `t({ ... })`, `msg({ ... })`, and `t(i18n)({ ... })` in Lingui 5 and later.
function isMacroArgument(node, macroNames) {
  let callee = ts.isCallExpression(node.parent) ? node.parent.expression : undefined;
  while (callee && ts.isCallExpression(callee)) callee = callee.expression;
  return callee !== undefined && ts.isIdentifier(callee) && macroNames.has(callee.text);
}

const FIELDS = new Set(["id", "message", "context"]);

function objectFields(node) {
  const fields = {};
  for (const property of node.properties) {
    if (!ts.isPropertyAssignment(property) || !ts.isStringLiteralLike(property.initializer)) continue;
    const name = ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : undefined;
    if (FIELDS.has(name)) fields[name] = property.initializer.text;
  }
  return fields;
}

function jsxFields(node) {
  const fields = {};
  for (const attribute of node.properties) {
    if (!ts.isJsxAttribute(attribute) || !attribute.initializer || !ts.isStringLiteral(attribute.initializer)) continue;
    if (FIELDS.has(attribute.name.text)) fields[attribute.name.text] = attribute.initializer.text;
  }
  return fields;
}

// A quoted key of 6 ID characters, or a bare one (an identifier), followed by a colon.
const ENTRY_KEY = /(?:"([A-Za-z0-9+/_-]{6})"|'([A-Za-z0-9+/_-]{6})'|(?<![\w$."'/+-])([A-Za-z_][\w]{5}))\s*:\s*/g;
const DOUBLE_QUOTED = /"(?:[^"\\\n]|\\.)*"/y;
const SINGLE_QUOTED = /'(?:[^'\\\n]|\\.)*'/y;

/**
 * Catalog entries whose value is a message: a string, or a compiled message made of text and
 * plain placeholders (`["Hello ", ["name"]]` is "Hello {name}"); other compiled values (plurals,
 * formats) give no message.
 * @returns {{ id: string, message?: string, line: number }[]} lines are 0-based
 */
export function findCatalogEntries(text) {
  // JSON.parse("{\"uzTaYi\":\"Hello\"}") in a compiled module: the same entries, escaped once.
  const variants = text.includes('\\"') ? [text, text.replaceAll('\\"', '"')] : [text];
  const entries = new Map();
  for (const variant of variants) {
    for (const match of variant.matchAll(ENTRY_KEY)) {
      const id = match[1] ?? match[2] ?? match[3];
      const line = lineAt(variant, match.index);
      const key = `${line}:${id}`;
      if (!entries.has(key))
        entries.set(key, { id, message: messageOf(readValue(variant, match.index + match[0].length)), line });
    }
  }
  return [...entries.values()];
}

function readValue(text, start) {
  const quote = text[start];
  if (quote === '"' || quote === "'") {
    const pattern = quote === '"' ? DOUBLE_QUOTED : SINGLE_QUOTED;
    pattern.lastIndex = start;
    const literal = pattern.exec(text)?.[0];
    if (literal === undefined) return undefined;
    // A single-quoted JavaScript string becomes a JSON one: unescape \' and escape bare ".
    const json =
      quote === '"'
        ? literal
        : `"${literal
            .slice(1, -1)
            .replaceAll("\\'", "'")
            .replaceAll(/(?<!\\)"/g, '\\"')}"`;
    return parseJson(json);
  }
  if (quote === "[") return parseJson(text.slice(start, arrayEnd(text, start)));
}

// The end of the bracketed array starting at `start`, skipping brackets inside strings.
function arrayEnd(text, start) {
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (char === '"') {
      DOUBLE_QUOTED.lastIndex = index;
      const literal = DOUBLE_QUOTED.exec(text)?.[0];
      if (literal === undefined) return index;
      index += literal.length - 1;
    } else if (char === "[") depth += 1;
    else if (char === "]" && --depth === 0) return index + 1;
  }
  return text.length;
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function messageOf(value) {
  if (typeof value === "string") return value;
  if (!Array.isArray(value)) return undefined;
  const parts = value.map((part) => {
    if (typeof part === "string") return part;
    if (Array.isArray(part) && part.length === 1 && typeof part[0] === "string") return `{${part[0]}}`;
  });
  return parts.every((part) => part !== undefined) ? parts.join("") : undefined;
}
