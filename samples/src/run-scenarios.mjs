// Replays the scenarios of the pages: blocks that share `scenario="id"` on one page are steps
// of one small project, run in document order in a fresh folder whose node_modules are the
// pinned package's (`lingui` and `npx lingui` work there). CONTRIBUTING.md
// ("Scenarios") describes the block kinds:
//   title="path"            writes the file
//   title="path" expect     the file exists and holds the block's lines, in order
//   console                 `$ ` lines are run with sh; the lines under one are expected in its
//                           output, in order; each exits 0, or `exit=N` for the block's last
//   text files              each line is a path that exists, `!path` one that does not
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { packageDir } from "./paths.mjs";
import { spawnProcess } from "./spawn-process.mjs";

/** @typedef {import("./extract-blocks.mjs").Block} Block */

const ELLIPSIS = "...";

/** Groups the scenario blocks of all pages by page and id, in document order. */
export function collectScenarios(blocks) {
  /** @type {Map<string, { page: string, id: string, blocks: Block[] }>} */
  const scenarios = new Map();
  for (const block of blocks) {
    const id = block.meta.scenario;
    if (id === undefined) continue;
    const key = `${block.page}\0${id}`;
    if (!scenarios.has(key)) scenarios.set(key, { page: block.page, id: String(id), blocks: [] });
    scenarios.get(key).blocks.push(block);
  }
  return [...scenarios.values()];
}

/** What a scenario block does, or why it cannot be read. */
export function stepKind(block) {
  const { meta, lang } = block;
  if (meta.scenario === true) return { problem: '`scenario` needs an id: scenario="name"' };
  if (lang === "console") return { kind: "run" };
  if (lang === "text" && meta.files === true) return { kind: "files" };
  if (typeof meta.title === "string") return { kind: meta.expect === true ? "expect" : "write" };
  return { problem: "a scenario block is a `console` block, a `text files` block or a block with a title" };
}

export async function runScenarios(scenarios, report) {
  for (const scenario of scenarios) {
    const project = fs.mkdtempSync(path.join(os.tmpdir(), "lingui-scenario-"));
    try {
      fs.symlinkSync(path.join(packageDir, "node_modules"), path.join(project, "node_modules"), "dir");
      await replay(scenario, project, report);
    } finally {
      fs.rmSync(project, { recursive: true, force: true });
    }
  }
}

async function replay({ page, id, blocks }, project, report) {
  report.scenarios += 1;
  const fail = (block, message) => report.fail(page, block.line, `scenario ${id}`, message);
  for (const block of blocks) {
    report.markChecked(block);
    report.scenarioSteps += 1;
    const { kind, problem } = stepKind(block);
    if (problem) return fail(block, problem);
    const failure =
      kind === "write"
        ? writeFile(block, project)
        : kind === "expect"
          ? expectFile(block, project)
          : kind === "files"
            ? expectPaths(block, project)
            : await runCommands(block, project);
    // Later steps build on this one: stop the scenario at its first failure.
    if (failure) return fail(block, failure);
  }
}

function inProject(project, file) {
  const target = path.resolve(project, file);
  if (path.relative(project, target).startsWith("..")) throw new Error(`${file} is outside the project`);
  return target;
}

function writeFile(block, project) {
  const target = inProject(project, block.meta.title);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, block.code.endsWith("\n") ? block.code : `${block.code}\n`);
}

const contentLines = (text) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");

function expectFile(block, project) {
  const file = block.meta.title;
  const target = inProject(project, file);
  if (!fs.existsSync(target)) return `${file} was not written`;
  const actual = fs
    .readFileSync(target, "utf8")
    .split(/\r?\n/)
    .map((line) => line.trim());
  let from = 0;
  for (const wanted of contentLines(block.code)) {
    if (wanted === ELLIPSIS) continue;
    const at = actual.indexOf(wanted, from);
    if (at < 0)
      return `${file} has no line \`${wanted}\` (after line ${from}); it reads:\n${excerpt(actual.join("\n"))}`;
    from = at + 1;
  }
}

function expectPaths(block, project) {
  const problems = [];
  for (const line of contentLines(block.code)) {
    if (line.startsWith("#")) continue;
    const absent = line.startsWith("!");
    const file = absent ? line.slice(1).trim() : line;
    const exists = fs.existsSync(inProject(project, file));
    if (exists === absent) problems.push(absent ? `${file} exists but should not` : `${file} does not exist`);
  }
  return problems.length > 0 ? problems.join("\n") : undefined;
}

/** Splits a console block into its commands, each with the output lines expected of it. */
export function parseConsole(code) {
  const commands = [];
  for (const line of code.split("\n")) {
    if (line.startsWith("$ ")) commands.push({ command: line.slice(2).trim(), expected: [] });
    else if (line.trim() !== "" && commands.length > 0) commands.at(-1).expected.push(line.trim());
  }
  return commands;
}

async function runCommands(block, project) {
  const commands = parseConsole(block.code);
  if (commands.length === 0) return "the console block has no `$ ` command";
  const exitCode = block.meta.exit === undefined ? 0 : Number(block.meta.exit);
  const timeout = Number(block.meta.timeout ?? 60) * 1000;
  const env = {
    ...process.env,
    PATH: `${path.join(project, "node_modules", ".bin")}${path.delimiter}${process.env.PATH}`,
    NO_COLOR: "1",
    FORCE_COLOR: "0",
    CI: "true",
    npm_config_update_notifier: "false",
  };
  delete env.NODE_ENV;
  for (const [index, { command, expected }] of commands.entries()) {
    const wantedCode = index === commands.length - 1 ? exitCode : 0;
    const { code, stdout, stderr, timedOut } = await spawnProcess("sh", ["-c", command], {
      cwd: project,
      env,
      timeout,
    });
    const output = `${stdout}\n${stderr}`.replace(/\u001b\[[0-9;]*m/g, "");
    if (timedOut) return `\`${command}\` did not finish within ${timeout / 1000} s`;
    if (code !== wantedCode)
      return `\`${command}\` exited with ${code}, the page says ${wantedCode}:\n${excerpt(output)}`;
    let from = 0;
    for (const wanted of expected) {
      const at = output.indexOf(wanted, from);
      if (at < 0)
        return `\`${command}\` did not print \`${wanted}\`${from > 0 ? " after the lines before it" : ""}:\n${excerpt(output)}`;
      from = at + wanted.length;
    }
  }
}

function excerpt(text, max = 40) {
  const lines = text.trim().split("\n");
  return lines.length > max
    ? [...lines.slice(0, max), `… (${lines.length - max} more lines)`].join("\n")
    : lines.join("\n");
}
