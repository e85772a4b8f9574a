// Shell blocks and package.json scripts: every `lingui` call (also through npx, yarn, pnpm,
// npm exec or node_modules/.bin) must name a command and flags the pinned CLI has.
// `npm run x` runs a project script, not lingui, so it is not checked here.
import { linguiCommands, linguiOptions } from "./lingui-cli.mjs";
import { lineContaining } from "./locate.mjs";
import { parseShell } from "./parse-shell.mjs";

// Runner, then the subcommands that may stand between it and the binary.
const RUNNERS = {
  npx: [],
  pnpx: [],
  bunx: [],
  yarn: ["run", "exec"],
  pnpm: ["exec", "run", "dlx"],
  npm: ["exec", "x"],
};

export async function checkShellBlock(block, report) {
  report.markChecked(block);
  for (const { line, words } of parseShell(block.code, { prompts: block.lang === "console" })) {
    await checkCommand(words, block.page, block.line + 1 + line, report);
  }
}

/** The `scripts` of a package.json block; they call lingui as often as the shell does. */
export async function checkPackageScripts(block, scripts, report) {
  for (const [name, script] of Object.entries(scripts ?? {})) {
    const line = block.line + 1 + lineContaining(block.code, JSON.stringify(name));
    for (const { words } of parseShell(String(script))) await checkCommand(words, block.page, line, report);
  }
}

async function checkCommand(words, page, line, report) {
  const args = linguiArguments(words);
  if (!args) return;
  for (const problem of await problems(args)) report.fail(page, line, "cli", problem);
}

/** The arguments after the lingui binary, or undefined when the command does not run lingui. */
export function linguiArguments(words) {
  let start = 0;
  while (/^[A-Za-z_]\w*=/.test(words[start] ?? "")) start++; // NODE_ENV=production lingui ...
  const [first, ...rest] = words.slice(start);
  if (isLinguiBinary(first)) return rest;
  const subcommands = RUNNERS[first];
  if (!subcommands) return undefined;
  let index = subcommands.includes(rest[0]) ? 1 : 0;
  if (first === "npm" && index === 0) return undefined; // npm install, npm run, ...
  while (rest[index]?.startsWith("-")) index++; // the runner's own flags (npx --yes, --)
  return isLinguiBinary(rest[index]) ? rest.slice(index + 1) : undefined;
}

function isLinguiBinary(word) {
  return word !== undefined && (/(^|\/)lingui$/.test(word) || /^@lingui\/cli(@.+)?$/.test(word));
}

async function problems(args) {
  // The command path: `lingui check sync` is ["check", "sync"]; words are taken while the
  // command read so far has subcommands.
  const command = [];
  for (const word of args) {
    const commands = await linguiCommands(command);
    if (commands.length === 0 || word.startsWith("-")) break;
    if (!commands.includes(word)) {
      return [`unknown command \`${["lingui", ...command, word].join(" ")}\` (it has: ${commands.join(", ")})`];
    }
    command.push(word);
    if (word === "help") return [];
  }
  const options = await linguiOptions(command);
  const label = ["lingui", ...command].join(" ");
  const words = args.slice(command.length);
  const found = [];
  for (let index = 0; index < words.length && words[index] !== "--"; index++) {
    const word = words[index];
    if (!word.startsWith("-")) continue;
    const [flag] = word.split("=");
    if (!options.has(flag))
      found.push(`unknown option \`${flag}\` for \`${label}\` (it has: ${[...options.keys()].join(", ")})`);
    else if (options.get(flag) && !word.includes("=")) index++; // skips the flag's value
  }
  return found;
}
