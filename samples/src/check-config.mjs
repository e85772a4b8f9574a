// Validates Lingui configuration files with @lingui/conf, the way the CLI loads them: the
// block is written under its own file name and read with getConfig (cosmiconfig + jiti, so
// TypeScript and ES modules load as in a project). jest-validate only prints unknown or
// deprecated options, so console output during loading is captured and counts as a failure.
import fs from "node:fs";
import path from "node:path";
import { lineContaining } from "./locate.mjs";
import { makeScratchDir } from "./paths.mjs";
import { importPinned } from "./pinned-lingui.mjs";

const { getConfig } = await importPinned("@lingui/conf");

/** @param {import("./extract-blocks.mjs").Block} block a block whose title names a config file */
export function checkConfig(block, report) {
  const dir = makeScratchDir("config");
  const configPath = path.join(dir, path.posix.basename(block.meta.title));
  fs.writeFileSync(configPath, block.code);
  const messages = captureConsole(() => getConfig({ configPath }));
  fs.rmSync(dir, { recursive: true, force: true });
  for (const message of messages.map(tidy)) {
    const option = message.match(/option "([^"]+)"/i)?.[1];
    const line = block.line + 1 + (option ? lineContaining(block.code, option) : 0);
    report.fail(block.page, line, "config", message);
  }
  report.markChecked(block);
}

/** Everything printed to console.warn/error while `load` runs, plus the error it threw. */
function captureConsole(load) {
  const messages = [];
  const { warn, error } = console;
  console.warn = console.error = (...args) => messages.push(args.join(" "));
  try {
    load();
  } catch (thrown) {
    messages.push(thrown.message);
  } finally {
    Object.assign(console, { warn, error });
  }
  return messages;
}

// Drops jest-validate's banner ("● Validation Warning:") and the documentation link.
function tidy(message) {
  return message
    .split("\n")
    .filter((line) => line.trim() && !/^\s*●|^Documentation:/.test(line))
    .map((line) => line.trim())
    .join("\n");
}
