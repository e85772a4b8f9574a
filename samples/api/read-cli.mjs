// The commands of the pinned `lingui` binary and their flags, from its `--help` output, run on
// the Node.js the checker runs on. Commands with subcommands (`lingui check`) are walked down:
// their subcommands are listed as commands of their own ("check sync").
import { commandsIn as helpCommands, linguiHelp, optionsIn as helpOptions } from "../src/lingui-cli.mjs";

/** The subcommands of a help text, without commander's own "help". */
function commandsIn(text) {
  return helpCommands(text).filter((command) => command.name !== "help");
}

/** The options of a help text, laid out as in the API file. */
function optionsIn(text) {
  return helpOptions(text).map(({ flags, argument, description }) => ({
    flags: `${flags.join(", ")}${argument ? ` ${argument}` : ""}`,
    ...(flags.length > 1 && { short: flags[0] }),
    long: flags.at(-1),
    ...(argument && { argument }),
    description,
  }));
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
