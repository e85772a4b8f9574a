// A line comment that ends a statement by stating its value is a claim: `i18n._(msg); // "Bonjour"`,
// `const n = count(); // → 3`, `console.log(label); // prints "2 books"`. In a `run` block each
// claimed statement is rewritten to compare its value with the claim as the block runs
// (claim-runtime.mjs); any other block holding a claim fails, since nothing would check it.
//
// Grammar, applied to the text after `//`:
//   [marker] literal [end | `,` `;` or `:` then prose | ` (` prose]
//   marker:  `→`, `=>`, `->`, `returns`, `is`, `prints`, `logs`
//   literal: a JS string (a template only without `${}`), number, bigint, boolean, null,
//            undefined, NaN, Infinity, or an array or object literal made only of such values.
// Only a comment that trails a statement on its own line is read; a comment on a line of its own
// or inside an expression (`one: "# stop", // fine`) is prose. `// e.g. "cs-CZ"` is prose too.
import babel from "@babel/core";
import ts from "typescript";
import { SCRIPT_KIND } from "./block-module.mjs";

const MARKER = /^(?:(?:→|=>|->)\s*|(?:returns|is|prints|logs)\s+)?/;
const LITERAL_START = /^(?:["'`[{\-\d.]|(?:true|false|null|undefined|NaN|Infinity)\b)/;
// What may follow the literal: nothing, or prose set off by punctuation or a parenthesis.
const AFTER_LITERAL = /^(?:\s*$|[,;:]\s|\s+\()/;
const RUNTIME = new URL("claim-runtime.mjs", import.meta.url).href;

/**
 * The literal a comment claims, or undefined when the comment is prose.
 * @param {string} comment the text after `//`
 * @returns {{ marker: string, literal: string } | undefined}
 */
export function readClaim(comment) {
  const text = comment.trim();
  const marker = text.match(MARKER)[0];
  const rest = text.slice(marker.length);
  if (!LITERAL_START.test(rest)) return undefined;
  // The shortest prefix that is a whole literal and is followed by what AFTER_LITERAL allows.
  for (let end = 1; end <= rest.length; end += 1) {
    if (!AFTER_LITERAL.test(rest.slice(end))) continue;
    const literal = rest.slice(0, end).trim();
    if (isLiteral(literal)) return { marker: marker.trim(), literal };
  }
  return undefined;
}

function isLiteral(text) {
  let program;
  try {
    program = babel.parseSync(`(${text});`, { configFile: false, babelrc: false, sourceType: "script" }).program;
  } catch {
    return false;
  }
  const [statement] = program.body;
  return program.body.length === 1 && statement.type === "ExpressionStatement" && isLiteralNode(statement.expression);
}

function isLiteralNode(node) {
  switch (node.type) {
    case "StringLiteral":
    case "NumericLiteral":
    case "BigIntLiteral":
    case "BooleanLiteral":
    case "NullLiteral":
      return true;
    case "TemplateLiteral":
      return node.expressions.length === 0;
    case "Identifier":
      return ["undefined", "NaN", "Infinity"].includes(node.name);
    case "UnaryExpression":
      return node.operator === "-" && isLiteralNode(node.argument) && node.argument.type !== "StringLiteral";
    case "ArrayExpression":
      return node.elements.every((element) => element !== null && isLiteralNode(element));
    case "ObjectExpression":
      return node.properties.every(
        (property) => property.type === "ObjectProperty" && !property.computed && isLiteralNode(property.value),
      );
    default:
      return false;
  }
}

/**
 * @typedef {{ line: number, comment: string, literal: string,
 *   edits?: { start: number, end: number, text: string }[], unsupported?: string }} Claim
 *   `line` is the 0-based line of the module text; `edits` make the statement check the claim;
 *   `unsupported` says why a claim on this kind of statement cannot be checked.
 */

/**
 * @param {string} text the module's code
 * @param {string} extension ts, tsx, js or jsx
 * @returns {Claim[]}
 */
export function findClaims(text, extension) {
  const source = ts.createSourceFile(`claims.${extension}`, text, ts.ScriptTarget.Latest, true, SCRIPT_KIND[extension]);
  const claims = [];
  const visit = (node) => {
    if (isListedStatement(node)) {
      for (const range of ts.getTrailingCommentRanges(text, node.end) ?? []) {
        if (range.kind !== ts.SyntaxKind.SingleLineCommentTrivia) continue;
        const comment = text.slice(range.pos, range.end);
        const claim = readClaim(comment.slice(2));
        if (!claim) continue;
        const line = source.getLineAndCharacterOfPosition(range.pos).line;
        claims.push({ line, comment, literal: claim.literal, ...checking(node, claim, line) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return claims;
}

// A statement of a statement list (a file, a block, a case), not the body of an `if` or a loop,
// so a comment belongs to the outermost statement it ends.
function isListedStatement(node) {
  const parent = node.parent;
  return (
    parent !== undefined &&
    (ts.isSourceFile(parent) || ts.isBlock(parent) || ts.isModuleBlock(parent) || ts.isCaseOrDefaultClause(parent)) &&
    parent.statements.includes(node)
  );
}

function checking(statement, { marker, literal }, line) {
  const expected = `(${literal})`;
  const logs = ["prints", "logs"].includes(marker);
  const { expression } = statement;
  if (ts.isExpressionStatement(statement) && isConsoleLog(expression)) {
    const callee = expression.expression;
    return { edits: [{ start: callee.getStart(), end: callee.end, text: `__claimLogged(${line}, ${expected})` }] };
  }
  if ((ts.isExpressionStatement(statement) || ts.isReturnStatement(statement)) && expression && !logs) {
    return {
      edits: [
        { start: expression.getStart(), end: expression.getStart(), text: `__claimValue(${line}, ${expected}, (` },
        { start: expression.end, end: expression.end, text: "))" },
      ],
    };
  }
  const declarator = ts.isVariableStatement(statement) ? statement.declarationList.declarations : [];
  if (declarator.length === 1 && ts.isIdentifier(declarator[0].name) && !logs) {
    const name = declarator[0].name.text;
    return {
      edits: [{ start: statement.end, end: statement.end, text: ` __claimValue(${line}, ${expected}, ${name});` }],
    };
  }
  return {
    unsupported:
      "a claimed value can end an expression, a `return`, a declaration of one variable, or a " +
      "console.log(...) call (`prints` and `logs` only the latter)",
  };
}

function isConsoleLog(expression) {
  return (
    ts.isCallExpression(expression) &&
    ts.isPropertyAccessExpression(expression.expression) &&
    expression.expression.getText() === "console.log"
  );
}

/**
 * The module's code with every claimed statement checking its claim, and the runtime imported
 * at the end (imports are hoisted), so every line keeps its number.
 * @param {string} text
 * @param {Claim[]} claims all of them supported
 */
export function withClaimChecks(text, claims) {
  if (claims.length === 0) return text;
  const edits = claims.flatMap((claim) => claim.edits).sort((a, b) => b.start - a.start);
  const rewritten = edits.reduce((code, edit) => code.slice(0, edit.start) + edit.text + code.slice(edit.end), text);
  return `${rewritten}\nimport { claimValue as __claimValue, claimLogged as __claimLogged } from ${JSON.stringify(RUNTIME)};\n`;
}
