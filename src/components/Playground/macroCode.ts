import type { FunctionArg, Select } from "@messageformat/parser";
import type { MessagePart, MessageToken } from "./analyseMessage";

/** The same message written with the Lingui 4 macros, as a `t` template and as JSX, with what did not carry over. */
export type MacroCode = { js: string; jsx: string; notes: string[] };

const maxLineLength = 80;
const identifier = /^[A-Za-z_$][\w$]*$/;
/** Numbered tags of a message: `<0>`, `</0>` and `<0/>`, as @lingui/react's `<Trans>` reads them. */
const tagPattern = /(<\d+>|<\/\d+>|<\d+\/>)/;
const jsChoiceFunctions = { plural: "plural", selectordinal: "selectOrdinal", select: "select" } as const;
const jsxChoiceComponents = { plural: "Plural", selectordinal: "SelectOrdinal", select: "Select" } as const;

/**
 * Writes macro code that the Lingui 4 macros turn back into the message. The text between arguments is
 * kept as written in the message (quotes and all), because the macros copy it into the message unchanged.
 */
export function macroCode(tokens: MessageToken[]): MacroCode {
  const js = snippet((writer) => {
    const message = writer.jsMessage(tokens);
    return `${writer.imports(writer.jsMacros)}\nconst message = ${message};\n`;
  });
  const jsx = snippet((writer) => {
    const element = writer.jsxMessage(tokens);
    return `${writer.imports(writer.jsxMacros)}\nconst element = ${element};\n`;
  });
  return { js: js.code, jsx: jsx.code, notes: [...new Set([...js.notes, ...jsx.notes])] };
}

/** Writes a snippet with every choice on one line when all its lines fit, else with one option per line. */
function snippet(write: (writer: MacroWriter) => string): { code: string; notes: string[] } {
  const compact = new MacroWriter(true);
  const code = write(compact);
  if (code.split("\n").every((line) => line.length <= maxLineLength)) return { code, notes: compact.notes() };
  const spread = new MacroWriter(false);
  return { code: write(spread), notes: spread.notes() };
}

class MacroWriter {
  readonly jsMacros = new Set<string>();
  readonly jsxMacros = new Set<string>();
  private readonly renamed = new Map<string, string>();
  private formatsValues = false;
  private usesTags = false;

  constructor(private readonly compact: boolean) {}

  jsMessage(tokens: MessagePart[]): string {
    const [only] = tokens;
    if (tokens.length === 1 && isChoice(only)) return this.jsChoice(only, 0);
    this.jsMacros.add("t");
    return `t\`${this.jsTemplate(tokens, 0)}\``;
  }

  jsxMessage(tokens: MessagePart[]): string {
    const [only] = tokens;
    if (tokens.length === 1 && isChoice(only)) return this.jsxChoice(only, 0);
    this.jsxMacros.add("Trans");
    return `<Trans>${this.jsxChildren(tokens, 0)}</Trans>`;
  }

  imports(macros: Set<string>): string {
    const core = this.formatsValues ? `import { i18n } from "@lingui/core";\n` : "";
    return `${core}import { ${[...macros].join(", ")} } from "@lingui/macro";\n`;
  }

  notes(): string[] {
    const notes = [...this.renamed].map(
      ([name, renamed]) =>
        `{${name}} is not a JavaScript name, and the macros name a placeholder after its variable: here it is ${renamed}, so the message gets {${renamed}}.`,
    );
    if (this.formatsValues) {
      notes.push(
        "Lingui 4's macros have no number or date formatter: the value is formatted with i18n.number() or i18n.date() first, and the message gets a numbered placeholder such as {0} instead.",
      );
    }
    if (this.usesTags) {
      notes.push(
        "Numbered tags such as <0>…</0> stand for the elements inside <Trans>, counted in order; <em> and <br /> here stand for your own elements.",
      );
    }
    return notes;
  }

  private variable(name: string): string {
    if (identifier.test(name)) return name;
    const renamed = name.replace(/[^\w$]/g, "_").replace(/^(\d)/, "_$1");
    this.renamed.set(name, renamed);
    return renamed;
  }

  private formatCall(part: FunctionArg): string {
    this.formatsValues = true;
    const style = part.param?.[0]?.type === "content" ? part.param[0].value.trim() : "";
    const options = part.key === "number" && style ? `, { style: ${JSON.stringify(style)} }` : "";
    return `i18n.${part.key}(${this.variable(part.arg)}${options})`;
  }

  private jsTemplate(parts: MessagePart[], indent: number): string {
    return parts
      .map((part) => {
        switch (part.type) {
          case "content":
            return part.ctx.text.replace(/`/g, "\\`").replace(/\$\{/g, "\\${");
          case "octothorpe":
            return "#";
          case "argument":
            return `\${${this.variable(part.arg)}}`;
          case "function":
            return `\${${this.formatCall(part)}}`;
          default:
            return `\${${this.jsChoice(part, indent)}}`;
        }
      })
      .join("");
  }

  private jsChoice(choice: Select, indent: number): string {
    const name = jsChoiceFunctions[choice.type];
    this.jsMacros.add(name);
    const entries = [
      ...(choice.pluralOffset ? [`offset: ${choice.pluralOffset}`] : []),
      ...choice.cases.map(({ key, tokens }) => `${jsKey(key)}: ${this.jsOption(tokens, indent + 1)}`),
    ];
    return `${name}(${this.variable(choice.arg)}, ${this.layout("{", entries, "}", indent, ",")})`;
  }

  private layout(open: string, items: string[], close: string, indent: number, separator: "," | ""): string {
    const oneLine = `${open} ${items.join(separator ? ", " : " ")} ${close}`;
    if (this.compact && !oneLine.includes("\n")) return oneLine;
    const pad = "  ".repeat(indent + 1);
    return `${open}\n${items.map((item) => `${pad}${item}${separator}`).join("\n")}\n${"  ".repeat(indent)}${close}`;
  }

  private jsOption(parts: MessagePart[], indent: number): string {
    const [only] = parts;
    if (parts.length === 1 && isChoice(only)) return this.jsChoice(only, indent);
    return isPlainText(parts) ? JSON.stringify(rawText(parts)) : `\`${this.jsTemplate(parts, indent)}\``;
  }

  private jsxChildren(parts: MessagePart[], indent: number): string {
    const tagsBalanced = areTagsBalanced(rawText(parts.filter((part) => part.type === "content")));
    return parts
      .map((part) => {
        switch (part.type) {
          case "content":
            return this.jsxText(part.ctx.text, tagsBalanced);
          case "octothorpe":
            return "#";
          case "argument":
            return `{${this.variable(part.arg)}}`;
          case "function":
            return `{${this.formatCall(part)}}`;
          default:
            return this.jsxChoice(part, indent);
        }
      })
      .join("");
  }

  /** JSX text cannot hold braces, angle brackets or entities as they are: such text becomes a string expression. */
  private jsxText(text: string, tagsBalanced: boolean): string {
    return text
      .split(tagPattern)
      .map((piece, index) => {
        const isTag = index % 2 === 1;
        if (isTag && tagsBalanced) {
          this.usesTags = true;
          if (piece.endsWith("/>")) return "<br />";
          return piece.startsWith("</") ? "</em>" : "<em>";
        }
        return /[{}<>&\n]/.test(piece) ? `{${JSON.stringify(piece)}}` : piece;
      })
      .join("");
  }

  private jsxChoice(choice: Select, indent: number): string {
    const name = jsxChoiceComponents[choice.type];
    this.jsxMacros.add(name);
    const props = [
      `value={${this.variable(choice.arg)}}`,
      ...(choice.pluralOffset ? [`offset={${choice.pluralOffset}}`] : []),
      ...choice.cases.map(({ key, tokens }) => `${jsxProp(key, choice.type)}=${this.jsxOption(tokens, indent + 1)}`),
    ];
    return this.layout(`<${name}`, props, "/>", indent, "");
  }

  private jsxOption(parts: MessagePart[], indent: number): string {
    const [only] = parts;
    if (parts.length === 1 && isChoice(only)) return `{${this.jsxChoice(only, indent)}}`;
    if (isPlainText(parts)) {
      const text = rawText(parts);
      return /["\n]/.test(text) ? `{${JSON.stringify(text)}}` : `"${text}"`;
    }
    if (parts.every((part) => part.type !== "function" && !isChoice(part))) {
      return `{\`${this.jsTemplate(parts, indent)}\`}`;
    }
    this.jsxMacros.add("Trans");
    return `{<Trans>${this.jsxChildren(parts, indent)}</Trans>}`;
  }
}

function isChoice(part: MessagePart | undefined): part is Select {
  return part !== undefined && "cases" in part;
}

function isPlainText(parts: MessagePart[]): boolean {
  return parts.every((part) => part.type === "content" || part.type === "octothorpe");
}

/** The text of content and `#` tokens as written in the message. */
function rawText(parts: MessagePart[]): string {
  return parts.map((part) => (part.type === "content" ? part.ctx.text : "#")).join("");
}

function areTagsBalanced(text: string): boolean {
  const open: string[] = [];
  for (const tag of text.match(new RegExp(tagPattern, "g")) ?? []) {
    if (tag.endsWith("/>")) continue;
    if (!tag.startsWith("</")) open.push(tag.slice(1, -1));
    else if (open.pop() !== tag.slice(2, -1)) return false;
  }
  return open.length === 0;
}

/** `=2` is written as the number key `2` in the `plural` macro's options. */
function jsKey(key: string): string {
  if (/^=\d+$/.test(key)) return key.slice(1);
  return identifier.test(key) ? key : JSON.stringify(key);
}

/** The JSX macros write `=2` as `_2`, and every `select` case but `other` with a leading underscore. */
function jsxProp(key: string, type: Select["type"]): string {
  if (/^=\d+$/.test(key)) return `_${key.slice(1)}`;
  return type === "select" && key !== "other" ? `_${key}` : key;
}
