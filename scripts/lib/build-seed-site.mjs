// The seed site of `npm run bench:vs`: the `website` folder of lingui/js-lingui at the commit our site
// started from, exported from a local git copy of that repository and built as its own project did,
// with Yarn 3.4.1 (the release the repository ships in .yarn/releases, so no Yarn is downloaded) and the
// node-modules linker.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { cachedSite } from "./bench-vs-cache.mjs";
import { runLogged } from "./run-logged.mjs";

export const seedRepository = process.env.SEED_REPO ?? "/work/.mirror/lingui+js-lingui/repo";
export const seedCommit = "107bd02e";
const yarnRelease = ".yarn/releases/yarn-3.4.1.cjs";

/**
 * Builds the seed site once (or only checks that it is built, with `allowBuild` false).
 * @returns {{ label: string, buildDir: string, notes: string[] }}
 */
export function seedSite({ allowBuild }) {
  const site = cachedSite(`seed-${seedCommit}`);
  const website = join(site.dir, "website");
  const built = { label: `seed ${seedCommit}`, buildDir: join(website, "build"), notes: [] };
  if (site.isBuilt()) return built;
  if (!allowBuild) throw new Error(`the seed site is not built yet in ${site.dir}: run without --no-build once`);
  if (!existsSync(seedRepository)) {
    throw new Error(`no git copy of lingui/js-lingui at ${seedRepository} (SEED_REPO names another)`);
  }

  console.log(`Building the seed site (lingui/js-lingui ${seedCommit}, website/) in ${site.dir}; log: ${site.logFile}`);
  rmSync(site.dir, { recursive: true, force: true });
  mkdirSync(site.dir, { recursive: true });
  const archive = execFileSync("git", ["-C", seedRepository, "archive", seedCommit, "website", yarnRelease], {
    maxBuffer: 1024 ** 3,
  });
  execFileSync("tar", ["-x", "-C", site.dir], { input: archive });

  // The repository's .yarnrc.yml is at its root, with workspace plugins the website does not use: the
  // website gets its own, with the same linker. Yarn's default registry host is not the npm registry's
  // name, which may be the only one this machine reaches, so it is given npm's.
  const npmRegistry = execFileSync("npm", ["config", "get", "registry"], { encoding: "utf8" }).trim();
  writeFileSync(
    join(website, ".yarnrc.yml"),
    `nodeLinker: node-modules\nyarnPath: ../${yarnRelease}\nnpmRegistryServer: "${npmRegistry}"\n`,
  );
  const env = {
    ...process.env,
    YARN_ENABLE_TELEMETRY: "0",
    // Its browserslist data is from 2024; the warning that says so would only fill the log.
    BROWSERSLIST_IGNORE_OLD_DATA: "1",
  };
  runLogged("node", [join(site.dir, yarnRelease), "install"], { cwd: website, env, logFile: site.logFile });
  runLogged("node", ["node_modules/.bin/docusaurus", "build"], { cwd: website, env, logFile: site.logFile });
  site.markBuilt();
  return built;
}
