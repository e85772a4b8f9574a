// `icu-message-format` blocks: the message must parse with the parser Lingui compiles with
// (@messageformat/parser, default options, as @lingui/message-utils calls it), and each
// `example` must render to its `output` through @lingui/core.
import { parse } from "@messageformat/parser";
import { importPinned } from "./pinned-lingui.mjs";

const { compileMessage } = await importPinned("@lingui/message-utils/compileMessage");
const { setupI18n } = await importPinned("@lingui/core");

const EXAMPLE_KEYS = new Set(["locale", "values", "output"]);

/** @returns {{ line: number, message: string } | undefined} line is 0-based within the message */
export function icuError(message) {
  try {
    parse(message);
  } catch (error) {
    const [first] = error.message.split("\n");
    return { line: Number(first.match(/at line (\d+)/)?.[1] ?? 1) - 1, message: first.replace(/:$/, "") };
  }
}

export function checkIcuBlock(block, report) {
  report.markChecked(block);
  const error = icuError(block.code);
  if (error) {
    report.fail(block.page, block.line + 1 + error.line, "icu", error.message);
  } else if (typeof block.meta.example === "string") {
    checkExamples(block, report);
  }
}

function checkExamples(block, report) {
  const fail = (message) => report.fail(block.page, block.line, "icu example", message);
  let examples;
  try {
    examples = [JSON.parse(block.meta.example)].flat();
  } catch (error) {
    return fail(`example is not JSON: ${error.message}`);
  }
  examples.forEach((example, index) => {
    const label = `example ${index + 1}`;
    const problem = shapeProblem(example);
    if (problem) return fail(`${label}: ${problem}`);
    const output = render(block.code, example);
    if (output !== example.output) {
      fail(
        `${label} (${example.locale}, ${JSON.stringify(example.values ?? {})}): expected ${JSON.stringify(example.output)}, got ${JSON.stringify(output)}`,
      );
    }
  });
}

function shapeProblem(example) {
  if (typeof example !== "object" || example === null) return "must be an object";
  const unknown = Object.keys(example).filter((key) => !EXAMPLE_KEYS.has(key));
  if (unknown.length > 0) return `unknown keys ${unknown.join(", ")} (use locale, values, output)`;
  if (typeof example.locale !== "string") return '"locale" must be a string';
  if (typeof example.output !== "string") return '"output" must be a string';
  if (example.values !== undefined && (typeof example.values !== "object" || example.values === null)) {
    return '"values" must be an object';
  }
}

// What `lingui compile` puts in a catalog, loaded and rendered as an app would.
function render(message, { locale, values }) {
  const i18n = setupI18n();
  i18n.load(locale, { example: compileMessage(message) });
  i18n.activate(locale);
  return i18n._("example", values);
}
