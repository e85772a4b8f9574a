// Writes the error and warning messages of the Lingui packages pinned in a package to
// <package>/lingui-<version>-messages.json, the data behind the errors reference of that version:
//   node samples/errors/extract-messages.mjs --package samples-6           writes the file
//   node samples/errors/extract-messages.mjs --package samples-6 --check   exits 1 when the file is not what it would write
// Messages of packages built to WebAssembly (the SWC plugin) cannot be read from JavaScript: they are
// listed by hand in <package>/compiled-messages.json, and each must still occur in its binary.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { compiledMessages } from "./compiled-messages.mjs";
import { findMessages, packagesIn } from "./find-messages.mjs";

const { values } = parseArgs({
  options: { package: { type: "string", default: "samples" }, check: { type: "boolean" } },
});
const packageDir = path.resolve(values.package);
const nodeModules = path.join(packageDir, "node_modules");
const packages = packagesIn(nodeModules);
const lingui = packages.find(({ name }) => name === "@lingui/core").version;

const compiled = compiledMessages(packageDir);
const messages = [...findMessages(nodeModules), ...compiled.messages].sort(
  (a, b) => a.package.localeCompare(b.package) || a.message.localeCompare(b.message),
);
const data = {
  meta: {
    lingui,
    packages: Object.fromEntries(packages.map(({ name, version }) => [name, version])),
    counts: { messages: messages.length, compiled: compiled.messages.length },
  },
  messages,
};

const file = path.join(packageDir, `lingui-${lingui}-messages.json`);
const shown = path.relative(process.cwd(), file);
const text = `${JSON.stringify(data, null, 1)}\n`;
if (compiled.problems.length) {
  for (const problem of compiled.problems) console.error(`✖ ${problem}`);
  process.exitCode = 1;
} else if (values.check) {
  const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  console.log(current === text ? `${shown} is up to date` : `${shown} is out of date: run without --check`);
  process.exitCode = current === text ? 0 : 1;
} else {
  fs.writeFileSync(file, text);
  console.log(`wrote ${shown}: ${messages.length} messages (${compiled.messages.length} listed by hand)`);
}
