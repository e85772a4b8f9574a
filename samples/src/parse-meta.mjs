// The info string after the language, e.g. `title="lingui.config.ts" run {1,3}`.
// Values may be double- or single-quoted (single quotes let JSON sit inside).

const TOKEN = /([A-Za-z][\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"']+)))?|\{[^}]*\}|(\S+)/g;

// Keys this checker reads, plus those Docusaurus itself understands, plus the scenario keys
// (scenario, expect, files, exit, timeout) that the scenario runner replays (SCENARIOS.md), `release`,
// the Lingui major a shell block installs on purpose (check-installs.mjs), and `message`, which marks a
// message of the errors reference (errors/check-errors-page.mjs), and `declared-in` / `member-of`, a
// block that shows a package's type declarations (check-declarations.mjs), and `macro-output`, a block
// that shows what the macro compiles the block above it to (check-macro-output.mjs).
const KNOWN_KEYS = new Set([
  "title",
  "run",
  "skip",
  "fragment",
  "prelude",
  "example",
  "catalog",
  "showLineNumbers",
  "scenario",
  "expect",
  "files",
  "exit",
  "timeout",
  "release",
  "message",
  "declared-in",
  "member-of",
  "macro-output",
]);

/** @returns {{ attributes: Record<string, string | true>, problems: string[] }} */
export function parseMeta(meta) {
  const attributes = {};
  const problems = [];
  for (const match of (meta ?? "").matchAll(TOKEN)) {
    const [token, key, doubleQuoted, singleQuoted, bare, stray] = match;
    if (token.startsWith("{")) continue; // line highlighting, e.g. {1,4-5}
    if (stray !== undefined) {
      problems.push(`cannot read \`${stray}\` in the info string`);
    } else if (!KNOWN_KEYS.has(key)) {
      problems.push(`unknown info-string key \`${key}\``);
    } else {
      attributes[key] = doubleQuoted ?? singleQuoted ?? bare ?? true;
    }
  }
  return { attributes, problems };
}
