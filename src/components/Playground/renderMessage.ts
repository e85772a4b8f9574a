import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { MessageArgument } from "./analyseMessage";

export type RenderResult = { ok: true; text: string } | { ok: false; reason: string };

const messageId = "playground";

/**
 * Renders a message the way an app does: compiled as `lingui compile` would, then formatted by the
 * runtime's `i18n._` in the chosen locale (plural rules come from the browser's Intl.PluralRules).
 * Call it only with a message that parses: compileMessage logs a console error and gives up otherwise.
 */
export function renderMessage(
  message: string,
  locale: string,
  args: MessageArgument[],
  values: Record<string, string>,
): RenderResult {
  const runtimeValues: Record<string, unknown> = {};
  for (const arg of args) {
    const value = runtimeValue(arg, values[arg.name] ?? "");
    if (value === undefined) return { ok: false, reason: `Enter ${describeExpected(arg)} for ${arg.name}.` };
    runtimeValues[arg.name] = value;
  }
  try {
    const i18n = setupI18n({ locale, messages: { [locale]: { [messageId]: compileMessage(message) } } });
    return { ok: true, text: i18n._(messageId, runtimeValues) };
  } catch (error) {
    return { ok: false, reason: `Lingui could not format the message: ${(error as Error).message}` };
  }
}

/** The value an app would pass for an argument, or undefined when the input does not hold one. */
function runtimeValue(arg: MessageArgument, input: string): unknown {
  switch (arg.kind) {
    case "number":
      return input.trim() === "" || !Number.isFinite(Number(input)) ? undefined : Number(input);
    case "date":
      return parseDate(input);
    default:
      return input;
  }
}

/** A date input gives YYYY-MM-DD; take noon of that day in the reader's time zone, so no zone shifts the day. */
function parseDate(input: string): Date | undefined {
  const day = input.match(/^(\d{4})-(\d{2})-(\d{2})/);
  if (!day) return undefined;
  const date = new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function describeExpected(arg: MessageArgument): string {
  return arg.kind === "date" ? "a date" : "a number";
}
