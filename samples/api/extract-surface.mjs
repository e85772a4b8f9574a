// Writes the API surface of the Lingui packages pinned in a package to
// <package>/lingui-<version>-api.json (see surface.mjs):
//   node samples/api/extract-surface.mjs --package samples-6
// It runs again on the package's Node.js (select-package.mjs), as the checker does.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { PACKAGE_VARIABLE } from "../src/paths.mjs";
import { runForPackage } from "../src/select-package.mjs";

if (process.env[PACKAGE_VARIABLE] === undefined) {
  const { values } = parseArgs({ options: { package: { type: "string" } } });
  if (!values.package) {
    console.error("usage: extract-surface.mjs --package <dir>");
    process.exit(2);
  }
  const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.package);
  process.exitCode = await runForPackage(dir, fileURLToPath(import.meta.url), []);
} else {
  const { buildSurface } = await import("./surface.mjs");
  const { packageDir } = await import("../src/paths.mjs");
  const { linguiVersion } = await import("../src/pinned-lingui.mjs");
  const surface = await buildSurface();
  const file = path.join(packageDir, `lingui-${linguiVersion}-api.json`);
  fs.writeFileSync(file, `${JSON.stringify(surface, null, 1)}\n`);
  console.log(`wrote ${path.relative(process.cwd(), file)}: ${JSON.stringify(surface.meta.counts.total)}`);
}
