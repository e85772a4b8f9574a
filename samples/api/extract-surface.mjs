// Writes the API surface of the Lingui packages pinned in a package to
// <package>/lingui-<version>-api.json (see surface.mjs):
//   node samples/api/extract-surface.mjs --package samples-6           writes the file
//   node samples/api/extract-surface.mjs --package samples-6 --check   exits 1 when the file is not what it would write
// It runs again on the package's Node.js (select-package.mjs), as the checker does.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { PACKAGE_VARIABLE } from "../src/paths.mjs";
import { runForPackage } from "../src/select-package.mjs";

if (process.env[PACKAGE_VARIABLE] === undefined) {
  const { values } = parseArgs({ options: { package: { type: "string" }, check: { type: "boolean" } } });
  if (!values.package) {
    console.error("usage: extract-surface.mjs --package <dir>");
    process.exit(2);
  }
  const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.package);
  process.exitCode = await runForPackage(dir, fileURLToPath(import.meta.url), values.check ? ["--check"] : []);
} else {
  const { buildSurface } = await import("./surface.mjs");
  const { packageDir } = await import("../src/paths.mjs");
  const { linguiVersion } = await import("../src/pinned-lingui.mjs");
  const surface = await buildSurface();
  const file = path.join(packageDir, `lingui-${linguiVersion}-api.json`);
  const text = `${JSON.stringify(surface, null, 1)}\n`;
  const shown = path.relative(process.env.INIT_CWD ?? process.cwd(), file);
  if (process.argv.includes("--check")) {
    const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
    console.log(current === text ? `${shown} is up to date` : `${shown} is out of date: run without --check`);
    process.exitCode = current === text ? 0 : 1;
  } else {
    fs.writeFileSync(file, text);
    console.log(`wrote ${shown}: ${JSON.stringify(surface.meta.counts.total)}`);
  }
}
