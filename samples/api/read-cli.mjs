// The commands of the pinned `lingui` binary and their flags, from its `--help` output, run on
// the Node.js the checker runs on. Commands with subcommands (`lingui check`) are walked down:
// their subcommands are listed as commands of their own ("check sync").
import { linguiHelp } from "../src/lingui-cli.mjs";

// "  --locale <locale, [...]>  Only extract ..." / "  -h, --help  display help"
const OPTION_LINE = /^ {2}((?:-[\w-]+, )?(-[\w-]+))((?: <[^>]*>| \[[^\]]*\])*)\s{2,}(.*)$/;
const COMMAND_LINE = /^ {2}([\w-]+)((?: <[^>]*>| \[[^\]]*\])*)(?:\s{2,}(.*))?$/;

/** The lines of one section ("Options:", "Commands:"), continuation lines joined to their entry. */
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

function commandsIn(text) {
  return entries(text, "Commands:").flatMap((line) => {
    const match = line.match(COMMAND_LINE);
    return match && match[1] !== "help"
      ? [{ name: match[1], arguments: match[2].replace(" [options]", "").trim(), summary: match[3] ?? "" }]
      : [];
  });
}

function optionsIn(text) {
  return entries(text, "Options:").flatMap((line) => {
    const match = line.match(OPTION_LINE);
    if (!match) return [];
    const [, flags, long, argument, description] = match;
    const short = flags.includes(", ") ? flags.split(", ")[0] : undefined;
    return [
      {
        flags: `${flags}${argument}`,
        ...(short && { short }),
        long,
        ...(argument && { argument: argument.trim() }),
        description,
      },
    ];
  });
}

/** @returns {Promise<{ rootHelp: object, commands: object[] }>} */
export async function readCli() {
  const rootText = await linguiHelp([]);
  const commands = [];
  const walk = async (path, summary, args) => {
    const text = await linguiHelp(path);
    if (!text.startsWith("Usage:")) {
      throw new Error(
        `\`lingui ${path.join(" ")} --help\` printed no help: is samples-6 fully installed (scripts/install-samples-6.sh)?`,
      );
    }
    const subcommands = commandsIn(text);
    commands.push({
      name: path.join(" "),
      invocation: ["lingui", ...path, args].filter(Boolean).join(" "),
      summary,
      usage: text.match(/^Usage: (.*)$/m)?.[1] ?? "",
      ...(subcommands.length > 0 && { subcommands: subcommands.map((command) => command.name) }),
      options: optionsIn(text),
      rawHelp: text,
    });
    for (const sub of subcommands) await walk([...path, sub.name], sub.summary, sub.arguments);
  };
  for (const command of commandsIn(rootText)) await walk([command.name], command.summary, command.arguments);
  return {
    rootHelp: { usage: rootText.match(/^Usage: (.*)$/m)?.[1] ?? "", options: optionsIn(rootText), rawHelp: rootText },
    commands,
  };
}
