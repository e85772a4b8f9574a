// Message catalogs: `po`/`gettext` blocks are read with @lingui/format-po, `json catalog`
// blocks with @lingui/format-json (minimal style when every value is a string, lingui style
// when every value is an object with a `translation`). Every message in them must then parse
// as ICU, since `lingui compile` compiles each one.
import { icuError } from "./check-icu.mjs";
import { lintPo } from "./lint-po.mjs";
import { lineContaining } from "./locate.mjs";
import { importPinned } from "./pinned-lingui.mjs";

const { formatter: poFormatter } = await importPinned("@lingui/format-po");
const { formatter: jsonFormatter } = await importPinned("@lingui/format-json");

const CONTEXT = { locale: "en", sourceLocale: "en", filename: "messages" };

export async function checkPoBlock(block, report) {
  report.markChecked(block);
  const problems = lintPo(block.code);
  for (const { line, message } of problems) report.fail(block.page, block.line + 1 + line, "po", message);
  if (problems.length === 0) checkMessages(block, await poFormatter().parse(block.code, CONTEXT), "po", report);
}

/** @param {unknown} value the block's JSON, already parsed */
export async function checkJsonCatalog(block, value, report) {
  const style = catalogStyle(value);
  if (!style) {
    report.fail(
      block.page,
      block.line,
      "catalog",
      'a JSON catalog maps ids to strings (minimal style) or to { "translation": ... } objects (lingui style)',
    );
    return;
  }
  checkMessages(block, await jsonFormatter({ style }).parse(block.code, CONTEXT), "catalog", report);
}

function catalogStyle(value) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const entries = Object.values(value);
  if (entries.every((entry) => typeof entry === "string")) return "minimal";
  const isLinguiEntry = (entry) => typeof entry === "object" && entry !== null && typeof entry.translation === "string";
  if (entries.every(isLinguiEntry)) return "lingui";
}

function checkMessages(block, catalog, check, report) {
  for (const [id, { message, translation }] of Object.entries(catalog)) {
    for (const text of [message, translation].filter(Boolean)) {
      const error = icuError(text);
      if (!error) continue;
      // PO and JSON escape a message alike, so its escaped first line finds it in the block.
      const line = lineContaining(block.code, JSON.stringify(text).slice(1, -1));
      report.fail(block.page, block.line + 1 + line, check, `message ${JSON.stringify(id)}: ${error.message}`);
    }
  }
}
