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
// "  -V, --version  ..." / "  --config <path>  ..." / "  --locale <locale, [...]>  ..."
const OPTION_LINE = /^ {2}(-[\w-]+(?:, -[\w-]+)*)( [<[])?/;
const COMMAND_LINE = /^ {2}([\w-]+)/;

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

/** The lines of one section of a help text ("Options:", "Commands:"). */
function section(text, title) {
  const lines = text.split("\n");
  const start = lines.indexOf(title);
  if (start < 0) return [];
  const end = lines.findIndex((line, index) => index > start && line !== "" && !line.startsWith(" "));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/**
 * @param {string[]} command
 * @returns {Promise<string[]>} its subcommands, e.g. ["extract", "extract-experimental", "extract-template", "compile", "help"] for []
 */
export async function linguiCommands(command = []) {
  return section(await linguiHelp(command), "Commands:")
    .map((line) => line.match(COMMAND_LINE)?.[1])
    .filter(Boolean);
}

/**
 * @param {string[]} command
 * @returns {Promise<Map<string, boolean>>} each flag, and whether it takes a value
 */
export async function linguiOptions(command = []) {
  const options = new Map();
  for (const line of section(await linguiHelp(command), "Options:")) {
    const match = line.match(OPTION_LINE);
    if (!match) continue;
    for (const flag of match[1].split(", ")) options.set(flag, match[2] !== undefined);
  }
  return options;
}
