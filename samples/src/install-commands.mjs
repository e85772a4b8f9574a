// The commands of a page that fetch packages from the npm registry, with the packages each names,
// as written (`@lingui/core@4`, `vite`):
//   <PackageInstall [dev] packages="..." />          its packages
//   npm install|i|add, yarn add, pnpm add|install|i  the words that are not flags
//   npx, npm exec|x, pnpm dlx, yarn dlx              the package it runs from the registry
//   npm|yarn|pnpm create x, npm init x               the scaffolder create-x
// A bare `npm install`, `npm ci` or `yarn install` installs the lock file's versions: nothing to
// check. `npx name` with a plain name runs the binary the project has installed; only a scoped
// name, `name@version`, `--package` or a `create-*` scaffolder makes npx fetch a package.
import { classifyBlock } from "./classify-block.mjs";
import { parseShell } from "./parse-shell.mjs";

/**
 * @typedef {{ spec: string, via?: string }} NamedPackage `via` is the command when it names the
 *   package in another form (`npm create vite@8` runs `create-vite@8`).
 * @typedef {{ line: number, packages: NamedPackage[], release: unknown }} InstallCommand
 *   `release` is the element's attribute or the block's info-string key (see check-installs.mjs).
 */

/** @returns {InstallCommand[]} in document order */
export function installCommands({ blocks, installs }) {
  const fromElements = installs.map(({ line, packages, release }) => ({
    line,
    packages: packages.map((spec) => ({ spec })),
    release,
  }));
  const fromShell = blocks
    .filter((block) => classifyBlock(block).kind === "shell")
    .flatMap((block) =>
      parseShell(block.code, { prompts: block.lang === "console" }).map(({ line, words }) => ({
        line: block.line + 1 + line,
        packages: registryPackages(words),
        release: block.meta.release,
      })),
    );
  return [...fromElements, ...fromShell.filter(({ packages }) => packages.length > 0)].sort((a, b) => a.line - b.line);
}

/** `@lingui/core@^4.14.1` -> name `@lingui/core`, range `^4.14.1`; range is undefined when none is written. */
export function parseSpec(spec) {
  const at = spec.indexOf("@", 1);
  return at < 0 ? { name: spec } : { name: spec.slice(0, at), range: spec.slice(at + 1) };
}

const INSTALL_SUBCOMMANDS = new Map([
  ["npm", ["install", "i", "add"]],
  ["yarn", ["add"]],
  ["pnpm", ["add", "install", "i"]],
]);
// Flags of the package managers that take a value, so the value is not read as a package.
const VALUE_FLAGS = new Set(["--prefix", "--workspace", "--filter", "-F", "--dir", "-C", "--cwd", "--registry"]);

/** @returns {NamedPackage[]} */
function registryPackages(words) {
  let start = 0;
  while (/^[A-Za-z_]\w*=/.test(words[start] ?? "")) start++; // CI=1 npm install ...
  const [tool, subcommand, ...rest] = words.slice(start);
  if (INSTALL_SUBCOMMANDS.get(tool)?.includes(subcommand)) return positionals(rest).map((spec) => ({ spec }));
  if (tool === "npx") return runPackages([subcommand, ...rest], { registryOnly: false });
  if (tool === "npm" && ["exec", "x"].includes(subcommand)) return runPackages(rest, { registryOnly: false });
  if (["pnpm", "yarn"].includes(tool) && subcommand === "dlx") return runPackages(rest, { registryOnly: true });
  if ((INSTALL_SUBCOMMANDS.has(tool) && subcommand === "create") || (tool === "npm" && subcommand === "init")) {
    const [initializer] = positionals(rest);
    return initializer ? [{ spec: scaffolder(initializer), via: `${tool} ${subcommand} ${initializer}` }] : [];
  }
  return [];
}

function positionals(args) {
  const found = [];
  for (let index = 0; index < args.length && args[index] !== "--"; index++) {
    if (VALUE_FLAGS.has(args[index])) index++;
    else if (!args[index].startsWith("-")) found.push(args[index]);
  }
  return found;
}

/** The packages `npx`/`dlx` fetch: those given with `--package`, else the command when it is a package. */
function runPackages(args, { registryOnly }) {
  const given = [];
  let index = 0;
  for (; index < args.length && args[index]?.startsWith("-"); index++) {
    const [flag, value] = args[index].split(/=(.*)/s);
    if (flag === "--") {
      index++;
      break;
    }
    if (flag === "--package" || flag === "-p") given.push(value ?? args[++index]);
  }
  if (given.length > 0) return given.map((spec) => ({ spec }));
  const command = args[index];
  if (command === undefined) return [];
  // `@` marks a scoped or a versioned name.
  return registryOnly || command.includes("@") || command.startsWith("create-") ? [{ spec: command }] : [];
}

/** npm's rule for initializers: `vite@8` -> `create-vite@8`, `@scope/x` -> `@scope/create-x`. */
function scaffolder(initializer) {
  const { name, range } = parseSpec(initializer);
  const [scope, base] = name.startsWith("@") ? name.split("/") : [undefined, name];
  const created = scope ? `${scope}/create${base ? `-${base}` : ""}` : `create-${base}`;
  return range === undefined ? created : `${created}@${range}`;
}
