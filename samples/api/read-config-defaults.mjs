// The defaults of the Lingui configuration and the keys its validation accepts, as the pinned
// @lingui/conf holds them: its build keeps them in two module-private objects (`defaultConfig`,
// `exampleConfig`), so a copy of the build that also exports them is imported and read.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { makeScratchDir } from "../src/paths.mjs";
import { resolvePinned } from "../src/pinned-lingui.mjs";

const EXPOSED = "\nexport { defaultConfig as __defaultConfig, exampleConfig as __exampleConfig };\n";

/** @returns {Promise<{ defaults: Record<string, unknown>, validatedKeys: string[] }>} */
export async function readConfigDefaults() {
  const build = resolvePinned("@lingui/conf");
  // The copy sits below the pinned package's node_modules, so the build's own imports resolve.
  const dir = makeScratchDir("conf");
  const copy = path.join(dir, "conf.mjs");
  fs.writeFileSync(copy, fs.readFileSync(build, "utf8") + EXPOSED);
  try {
    const { __defaultConfig, __exampleConfig } = await import(pathToFileURL(copy).href);
    return { defaults: __defaultConfig, validatedKeys: Object.keys(__exampleConfig).sort() };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
