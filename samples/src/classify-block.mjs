// Decides how a block is checked, from its language and info string (the table
// "Code blocks: how each is checked" in CONTRIBUTING.md), and finds misuses of the info string.
import path from "node:path";

const KIND_BY_LANG = {
  ts: "module",
  tsx: "module",
  js: "module",
  jsx: "module",
  typescript: "module",
  javascript: "module",
  bash: "shell",
  sh: "shell",
  shell: "shell",
  console: "shell",
  "icu-message-format": "icu",
  po: "po",
  gettext: "po",
  json: "json",
  jsonc: "jsonc",
  vue: "vue",
};
const MODULE_EXTENSION = { typescript: "ts", javascript: "js" };
const CONFIG_MODULE = /^lingui\.config\.[cm]?[jt]s$/;
const CONFIG_JSON = new Set(["package.json", ".linguirc"]);

/**
 * @returns {{ kind: "module" | "shell" | "icu" | "po" | "json" | "jsonc" | "vue" | "not-code",
 *   extension?: string, config: boolean, catalog: boolean, problems: string[] }}
 */
export function classifyBlock(block) {
  const lang = block.lang.toLowerCase();
  const kind = KIND_BY_LANG[lang] ?? "not-code";
  const { meta } = block;
  const fileName = typeof meta.title === "string" ? path.posix.basename(meta.title) : "";
  const config = (kind === "module" && CONFIG_MODULE.test(fileName)) || (kind === "json" && CONFIG_JSON.has(fileName));
  const problems = [...block.metaProblems];
  const needsReason = (key) => meta[key] === true || meta[key] === "";
  const misplaced = (key, allowed) => meta[key] !== undefined && !allowed;

  if (needsReason("skip")) problems.push('`skip` needs a reason: skip="why it cannot be checked"');
  if (needsReason("fragment")) problems.push('`fragment` needs a reason: fragment="where the code sits"');
  if (misplaced("run", kind === "module")) problems.push("`run` works on ts, tsx, js and jsx blocks only");
  if (meta.run && meta.fragment) problems.push("a fragment cannot `run`: show the whole program");
  if (misplaced("fragment", kind === "module")) problems.push("`fragment` works on ts, tsx, js and jsx blocks only");
  if (misplaced("prelude", meta.fragment !== undefined)) problems.push("`prelude` works on fragments only");
  if (misplaced("example", kind === "icu")) problems.push("`example` works on icu-message-format blocks only");
  if (misplaced("catalog", kind === "json")) problems.push("`catalog` works on json blocks only");
  if (misplaced("release", kind === "shell")) problems.push("`release` works on shell blocks only");
  if (misplaced("message", lang === "text")) problems.push("`message` works on text blocks only");
  if (misplaced("declared-in", kind === "module"))
    problems.push("`declared-in` works on ts, tsx, js and jsx blocks only");
  if (misplaced("member-of", meta["declared-in"] !== undefined))
    problems.push("`member-of` works with `declared-in` only");
  if (needsReason("declared-in")) problems.push('`declared-in` names a module: declared-in="@lingui/core"');
  if (meta["declared-in"] !== undefined && meta.skip !== undefined)
    problems.push("a block is either `skip` or `declared-in`");
  if (misplaced("macro-output", kind === "module"))
    problems.push("`macro-output` works on ts, tsx, js and jsx blocks only");
  if (meta["macro-output"] !== undefined && meta["macro-output"] !== true && meta["macro-output"] !== "production")
    problems.push('`macro-output` takes no value, or "production"');

  return { kind, extension: MODULE_EXTENSION[lang] ?? lang, config, catalog: meta.catalog === true, problems };
}
