// What the pinned CLI accepts, read from its own `--help` output (run once per command and
// cached for the rest of the run). A command is a path of words: [] for `lingui` itself,
// ["extract"], or ["check", "sync"] for the subcommands Lingui 6 has.
import fs from "node:fs";
import path from "node:path";
import { packageDir } from "./paths.mjs";
import { spawnProcess } from "./spawn-process.mjs";

const CLI_PACKAGE = path.join(packageDir, "node_modules", "@lingui", "cli");
const { bin } = JSON.parse(fs.readFileSync(path.join(CLI_PACKAGE, "package.json"), "utf8"));
/** The `lingui` binary of the pinned @lingui/cli. */
export const LINGUI = path.join(CLI_PACKAGE, typeof bin === "string" ? bin : bin.lingui);
// "  -V, --version  output the version number" / "  --locale <locale, [...]>  Only extract ..."
const OPTION_LINE = /^ {2}(-[\w-]+(?:, -[\w-]+)*)((?: <[^>]*>| \[[^\]]*\])*)(?:\s{2,}(.*))?$/;
// "  extract [options] [files...]  Extracts messages ..." / "  help [command]"
const COMMAND_LINE = /^ {2}([\w-]+)((?: <[^>]*>| \[[^\]]*\])*)(?:\s{2,}(.*))?$/;

const helpCache = new Map();

/** @param {string[]} command */
export function linguiHelp(command) {
  const key = command.join(" ");
  if (!helpCache.has(key)) {
    helpCache.set(
      key,
      spawnProcess(process.execPath, [LINGUI, ...command, "--help"]).then((result) => result.stdout),
    );
  }
  return helpCache.get(key);
}

/** The entries of one section of a help text ("Options:", "Commands:"), continuation lines joined to their entry. */
function entries(text, title) {
  const lines = text.split("\n");
  const start = lines.indexOf(title);
  if (start < 0) return [];
  const result = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === "" || !line.startsWith(" ")) break;
    if (/^ {3,}\S/.test(line) && result.length > 0) result[result.length - 1] += ` ${line.trim()}`;
    else result.push(line);
  }
  return result;
}

/**
 * The "Commands:" section of a help text, "help" included.
 * @returns {{ name: string, arguments: string, summary: string }[]}
 */
export function commandsIn(text) {
  return entries(text, "Commands:").flatMap((line) => {
    const match = line.match(COMMAND_LINE);
    return match
      ? [{ name: match[1], arguments: match[2].replace(" [options]", "").trim(), summary: match[3] ?? "" }]
      : [];
  });
}

/**
 * The "Options:" section of a help text.
 * @returns {{ flags: string[], argument: string, description: string }[]} e.g. ["-h", "--help"], "", "display help"
 */
export function optionsIn(text) {
  return entries(text, "Options:").flatMap((line) => {
    const match = line.match(OPTION_LINE);
    return match ? [{ flags: match[1].split(", "), argument: match[2].trim(), description: match[3] ?? "" }] : [];
  });
}

/**
 * @param {string[]} command
 * @returns {Promise<string[]>} its subcommands, e.g. ["extract", "extract-experimental", "extract-template", "compile", "help"] for []
 */
export async function linguiCommands(command = []) {
  return commandsIn(await linguiHelp(command)).map(({ name }) => name);
}

/**
 * @param {string[]} command
 * @returns {Promise<Map<string, boolean>>} each flag, and whether it takes a value
 */
export async function linguiOptions(command = []) {
  const options = new Map();
  for (const { flags, argument } of optionsIn(await linguiHelp(command))) {
    for (const flag of flags) options.set(flag, argument !== "");
  }
  return options;
}
