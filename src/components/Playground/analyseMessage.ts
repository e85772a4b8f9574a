import {
  parse,
  type Content,
  type FunctionArg,
  type PlainArg,
  type Select,
  type SelectCase,
} from "@messageformat/parser";
import { explainParseError, type MessageProblem } from "./explainParseError";

export type MessagePart = SelectCase["tokens"][number];
export type MessageToken = Content | PlainArg | FunctionArg | Select;

/** How the playground asks for an argument's value. */
export type ArgumentKind = "number" | "choice" | "date" | "text";
export type MessageArgument = { name: string; kind: ArgumentKind; choices: string[] };

export type MessageAnalysis =
  | { ok: true; tokens: MessageToken[]; args: MessageArgument[]; warnings: string[] }
  | { ok: false; problem: MessageProblem };

/** The formatters Lingui 4's runtime has (`getDefaultFormats` in @lingui/core); any other type throws there. */
const runtimeFormatters = new Set(["number", "date"]);

/** When an argument is used in several ways, the input that suits the strictest use wins. */
const kindPriority: ArgumentKind[] = ["number", "date", "choice", "text"];

export function analyseMessage(message: string): MessageAnalysis {
  let tokens: MessageToken[];
  try {
    tokens = parse(message);
  } catch (error) {
    return { ok: false, problem: explainParseError(error, message) };
  }
  const parts = allParts(tokens);
  const unsupported = parts.find((part) => part.type === "function" && !runtimeFormatters.has(part.key));
  if (unsupported?.type === "function") {
    return {
      ok: false,
      problem: {
        ...positionOf(message, unsupported.ctx.offset),
        explanation: `Lingui 4 has no “${unsupported.key}” formatter: its runtime formats number and date arguments, and chooses with plural, selectordinal and select.`,
      },
    };
  }
  return { ok: true, tokens, args: argumentsOf(parts), warnings: warningsOf(parts) };
}

/** Every token of the message, nested ones included, in reading order. */
function allParts(tokens: MessagePart[]): MessagePart[] {
  return tokens.flatMap((token) =>
    "cases" in token ? [token, ...token.cases.flatMap((choice) => allParts(choice.tokens))] : [token],
  );
}

function kindOf(part: MessagePart): ArgumentKind | undefined {
  switch (part.type) {
    case "plural":
    case "selectordinal":
      return "number";
    case "select":
      return "choice";
    case "function":
      return part.key === "date" ? "date" : "number";
    case "argument":
      return "text";
    default:
      return undefined;
  }
}

function argumentsOf(parts: MessagePart[]): MessageArgument[] {
  const byName = new Map<string, MessageArgument>();
  for (const part of parts) {
    const kind = kindOf(part);
    if (!kind || !("arg" in part)) continue;
    const known = byName.get(part.arg) ?? { name: part.arg, kind, choices: [] };
    if (kindPriority.indexOf(kind) < kindPriority.indexOf(known.kind)) known.kind = kind;
    if (part.type === "select") {
      for (const { key } of part.cases) if (!known.choices.includes(key)) known.choices.push(key);
    }
    byName.set(part.arg, known);
  }
  return [...byName.values()];
}

function warningsOf(parts: MessagePart[]): string[] {
  return parts.flatMap((part) =>
    "cases" in part && !part.cases.some((choice) => choice.key === "other")
      ? [`{${part.arg}, ${part.type}} has no “other” case: a value that matches none of its cases prints nothing.`]
      : [],
  );
}

function positionOf(message: string, offset: number): { offset: number; line: number; column: number } {
  const before = message.slice(0, offset).split("\n");
  return { offset, line: before.length, column: before[before.length - 1].length + 1 };
}
