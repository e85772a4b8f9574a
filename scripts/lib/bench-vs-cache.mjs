// Where `npm run bench:vs` keeps the sites it builds, so that a second run builds nothing. A build is
// reused only once a marker beside it says it finished: an interrupted build is started again.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join, resolve } from "node:path";

export const benchVsCacheDir = resolve(process.env.BENCH_VS_CACHE ?? join(homedir(), ".cache", "lingui-docs-bench-vs"));

/** The folder of one cached site (`seed-107bd02e`, `ours-<commit>`), and its finished-build marker. */
export function cachedSite(name) {
  mkdirSync(benchVsCacheDir, { recursive: true });
  const dir = join(benchVsCacheDir, name);
  const marker = join(benchVsCacheDir, `${name}.built`);
  return {
    dir,
    logFile: join(benchVsCacheDir, `${name}.log`),
    isBuilt: () => existsSync(marker),
    markBuilt: () => writeFileSync(marker, `${new Date().toISOString()}\n`),
  };
}
