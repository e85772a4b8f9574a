// `json` blocks must be valid JSON; `jsonc` blocks may hold comments and trailing commas
// (read with TypeScript's JSON parser, as tsconfig.json is).
import ts from "typescript";
import { lineAt } from "./locate.mjs";

/** @returns {unknown} the parsed value, or undefined after reporting the error */
export function parseJsonBlock(block, report) {
  report.markChecked(block);
  try {
    return JSON.parse(block.code);
  } catch (error) {
    const position = Number(error.message.match(/position (\d+)/)?.[1] ?? 0);
    report.fail(block.page, block.line + 1 + lineAt(block.code, position), "json", error.message);
  }
}

export function checkJsoncBlock(block, report) {
  report.markChecked(block);
  const { parseDiagnostics } = ts.parseJsonText("block.jsonc", block.code);
  for (const diagnostic of parseDiagnostics) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
    report.fail(block.page, block.line + 1 + lineAt(block.code, diagnostic.start), "json", message);
  }
}
