/** Where a message goes wrong, and what to do about it in words a reader can act on. */
export type MessageProblem = { offset: number; line: number; column: number; explanation: string };

/** The parser's own wording, matched to a plain explanation. The first match wins. */
const explanations: [RegExp, (match: RegExpMatchArray) => string][] = [
  [/^Unexpected message end/, () => "The message ends before every { is closed: add the missing }."],
  [
    /^The plural case (\S+) is not valid/,
    ([, key]) =>
      `“${key}” is not a plural category. Use zero, one, two, few, many or other, or =N for an exact number.`,
  ],
  [
    /^The case (\S+) is not valid with select/,
    ([, key]) => `select cases are words; an exact number such as “${key}” belongs in a plural.`,
  ],
  [/^Unexpected plural offset for select/, () => "Only plural and selectordinal take an offset."],
  [/^Plural offset must be set before cases/, () => "Write offset:N right after the type, before the first case."],
  [
    /^(?:Invalid type identifier|Unexpected select type):? (\S+)/,
    ([, type]) => `“${type}” is not a type here. Write plural, selectordinal or select, followed by their cases.`,
  ],
  [
    /^invalid syntax/,
    () =>
      "Lingui cannot read a placeholder here. Write it as {name} or {name, type, …}; to show a brace as text, quote it: '{'.",
  ],
];

/**
 * @messageformat/parser reports a position only inside its message text ("… at line 1 col 17:"),
 * both for its own ParseError and for the lexer's errors, so it is read from there.
 */
export function explainParseError(error: unknown, message: string): MessageProblem {
  const text = error instanceof Error ? error.message : String(error);
  const [, reason = text, line = "1", column = "1"] = text.match(/^(.*?) at line (\d+) col (\d+)/s) ?? [];
  const lineNumber = Number(line);
  const columnNumber = Number(column);
  const offset =
    message
      .split("\n")
      .slice(0, lineNumber - 1)
      .reduce((length, previous) => length + previous.length + 1, 0) +
    columnNumber -
    1;
  return {
    offset: Math.min(offset, message.length),
    line: lineNumber,
    column: columnNumber,
    explanation: explain(reason),
  };
}

function explain(reason: string): string {
  for (const [pattern, explanation] of explanations) {
    const match = reason.match(pattern);
    if (match) return explanation(match);
  }
  return `${reason}.`;
}
