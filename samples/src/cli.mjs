// The checker's command line.
//   node src/cli.mjs [--tutorials] [page or folder ...]   checks the code blocks (default: the folders
//                                                          samples/package.json lists, ../docs and ../blog);
//                                                          --tutorials also runs the tutorials end to end
//   node src/cli.mjs --only-tutorials [page ...]           runs tutorials only (default: the site's two)
//   node src/cli.mjs --package <dir> [...]                 the same against the Lingui packages pinned
//                                                          in <dir> (samples-6), on its Node.js
// Exits 1 when anything failed, 2 when a given page, folder or package does not exist.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { runForPackage } from "./select-package.mjs";

const { values, positionals } = parseArgs({
  options: {
    tutorials: { type: "boolean" },
    "only-tutorials": { type: "boolean" },
    package: { type: "string" },
  },
  allowPositionals: true,
});
// `npm run check -- docs/x.md` runs in samples/; paths are meant from where npm was called.
const base = process.env.INIT_CWD ?? process.cwd();
const paths = positionals.map((target) => path.resolve(base, target));

if (values.package !== undefined) {
  const dir = path.resolve(base, values.package);
  if (!fs.existsSync(path.join(dir, "node_modules"))) {
    console.error(`${values.package} has no node_modules: install it first (npm ci --prefix ${values.package})`);
    process.exit(2);
  }
  const flags = ["tutorials", "only-tutorials"].filter((flag) => values[flag]).map((flag) => `--${flag}`);
  process.exitCode = await runForPackage(dir, fileURLToPath(import.meta.url), [...flags, ...paths]);
} else {
  const { runChecker } = await import("./run-checker.mjs");
  process.exitCode = await runChecker(paths, { tutorials: values.tutorials, onlyTutorials: values["only-tutorials"] });
}
