// Runs tutorial pages end to end, from their own text: a fresh project in a temporary folder,
// the packages the page installs (from the npm registry, @lingui/* pinned to the versions in
// the pinned package's package.json), its files written, its commands run in order, and finally the result
// built or run. The first failing step stops the tutorial and is reported at its line.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readPage } from "./extract-blocks.mjs";
import { displayPath, packageManifest, siteDir } from "./paths.mjs";
import { spawnProcess } from "./spawn-process.mjs";
import { tutorialSteps } from "./tutorial-steps.mjs";

const INSTALL_TIMEOUT = 10 * 60_000;
const COMMAND_TIMEOUT = 3 * 60_000;
const PINNED = Object.entries(packageManifest.dependencies).filter(
  ([name, version]) => name.startsWith("@lingui/") && /^\d+\.\d+\.\d+$/.test(version),
);

/** @param {string[]} pages tutorial files; none: those the pinned package lists (`"samples": { "tutorials": [...] }`) */
export async function runTutorials(pages, report) {
  const targets = pages.length > 0 ? pages : (packageManifest.samples?.tutorials ?? []).map(findTutorial);
  for (const target of targets) {
    if (fs.existsSync(target)) await runTutorial(target, report);
    else report.skipped.push({ page: displayPath(target), reason: "page not written" });
  }
}

function findTutorial(route) {
  const base = path.join(siteDir, route);
  return [".mdx", ".md"].map((extension) => base + extension).find((file) => fs.existsSync(file)) ?? `${base}.md(x)`;
}

async function runTutorial(file, report) {
  const page = readPage(file);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "lingui-tutorial-"));
  const env = tutorialEnvironment();
  let cwd = root;
  let builtOrRan = false;
  const fail = (line, message) => report.fail(page.page, line, "tutorial", `${message}\n(project kept in ${root})`);
  for (const { line, message } of page.problems) report.fail(page.page, line, "mdx", message);

  for (const step of tutorialSteps(page)) {
    if (step.type === "file") {
      writeFile(path.resolve(cwd, step.path), step.content);
      continue;
    }
    const { words, text } = shellCommand(step);
    if (words[0] === "cd") {
      cwd = path.resolve(cwd, words[1] ?? root);
      continue;
    }
    if (isLongRunning(words)) {
      report.notes.push({
        page: page.page,
        line: step.line,
        message: `not run by the tutorial check (it keeps running): ${text}`,
      });
      continue;
    }
    console.error(`tutorial ${page.page}:${step.line}: ${text}`);
    const timeout = isInstall(words) ? INSTALL_TIMEOUT : COMMAND_TIMEOUT;
    const result = await spawnProcess("bash", ["-c", text], { cwd, env, timeout });
    if (result.code !== 0) return fail(step.line, describeFailure(text, result));
    builtOrRan ||= buildsOrRuns(words);
  }

  if (!builtOrRan) {
    const lastLine = page.blocks.at(-1)?.line ?? 1;
    if (!["js", "ts", "mjs", "mts"].some((extension) => fs.existsSync(path.join(cwd, `vite.config.${extension}`)))) {
      return fail(
        lastLine,
        "the page never builds or runs the result: show the `node ...` or build command in a shell block",
      );
    }
    const result = await spawnProcess("bash", ["-c", "npx vite build"], { cwd, env, timeout: COMMAND_TIMEOUT });
    if (result.code !== 0) return fail(lastLine, describeFailure("npx vite build", result));
  }
  report.executed += 1;
  fs.rmSync(root, { recursive: true, force: true });
}

// The reader's shell, not ours: no npm settings inherited from `npm run` (its prefix would
// point npm at samples/), no samples/node_modules/.bin on the PATH; npm answers yes, uses its
// cache first and stays quiet.
function tutorialEnvironment() {
  const inherited = Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) && name !== "INIT_CWD");
  const env = Object.fromEntries(inherited);
  env.PATH = (env.PATH ?? "")
    .split(path.delimiter)
    .filter((entry) => !entry.endsWith(path.join("node_modules", ".bin")))
    .join(path.delimiter);
  return {
    ...env,
    npm_config_yes: "true",
    npm_config_prefer_offline: "true",
    npm_config_audit: "false",
    npm_config_fund: "false",
    npm_config_update_notifier: "false",
  };
}

function writeFile(target, content) {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, content);
}

/** The shell command a step stands for; package installs get @lingui/* pinned. */
function shellCommand(step) {
  const words =
    step.type === "install" ? ["npm", "install", ...(step.dev ? ["--save-dev"] : []), ...step.packages] : step.words;
  return { words, text: isInstall(words) ? words.map(pin).map(quote).join(" ") : step.text };
}

function isInstall([tool, subcommand]) {
  return (
    (tool === "npm" && ["install", "i", "add"].includes(subcommand)) ||
    (["yarn", "pnpm"].includes(tool) && subcommand === "add")
  );
}

function pin(word) {
  const version = PINNED.find(([name]) => name === word)?.[1];
  return version ? `${word}@${version}` : word;
}

function quote(word) {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}

// Dev servers and watch modes never exit.
function isLongRunning(words) {
  const [tool, first, second] = words;
  const script = ["npm", "yarn", "pnpm"].includes(tool) ? (first === "run" ? second : first) : undefined;
  const vite = words.findIndex((word) => /(^|\/)vite$/.test(word));
  return (
    words.includes("--watch") ||
    ["dev", "serve", "preview", "watch"].includes(script) ||
    (vite >= 0 && vite <= 1 && words[vite + 1] !== "build")
  );
}

function buildsOrRuns(words) {
  const [tool, first] = words;
  return (
    words.includes("build") ||
    ["node", "tsx", "ts-node"].includes(tool) ||
    (tool === "npx" && ["tsx", "ts-node", "babel-node"].includes(first)) ||
    first === "start"
  );
}

function describeFailure(text, { code, timedOut, stdout, stderr }) {
  const reason = timedOut ? "did not finish in time" : `exited with code ${code}`;
  const output = `${stdout}\n${stderr}`
    .split("\n")
    .filter((line) => line.trim())
    .slice(-15)
    .join("\n");
  return `\`${text}\` ${reason}\n${output}`;
}
