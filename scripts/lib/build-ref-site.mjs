// One of our commits for `npm run bench:vs`, built in a git worktree of its own in the cache folder, once
// per commit. The worktree uses this checkout's node_modules (a symlink): the dependencies of an older
// commit may differ slightly from what it was built with then, which the benchmark's output says.
import { execFileSync } from "node:child_process";
import { existsSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { cachedSite } from "./bench-vs-cache.mjs";
import { runLogged } from "./run-logged.mjs";

const git = (args, cwd) => execFileSync("git", args, { cwd, encoding: "utf8" }).trim();
const repositoryRoot = git(["rev-parse", "--show-toplevel"], fileURLToPath(new URL(".", import.meta.url)));

/** The full hash of the commit `ref` names in this repository; throws when it names none. */
export function commitOf(ref) {
  try {
    return git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], repositoryRoot);
  } catch {
    throw new Error(`"${ref}" names no commit of ${repositoryRoot}`);
  }
}

/**
 * Builds `ref` (any commit-ish) once (or only checks that it is built, with `allowBuild` false).
 * @returns {{ label: string, commit: string, worktree: string, buildDir: string, notes: string[] }}
 */
export function refSite(ref, { allowBuild }) {
  const commit = commitOf(ref);
  const site = cachedSite(`ours-${commit}`);
  const built = {
    label: commit.startsWith(ref) ? commit.slice(0, 7) : `${ref} ${commit.slice(0, 7)}`,
    commit,
    worktree: site.dir,
    buildDir: join(site.dir, "build"),
    notes: [],
  };
  if (!site.isBuilt()) {
    if (!allowBuild) throw new Error(`${built.label} is not built yet: run without --no-build once`);
    console.log(`Building ${ref} (${commit.slice(0, 7)}) in ${site.dir}; log: ${site.logFile}`);
    // A folder left by an interrupted run, or a worktree whose folder was deleted, is replaced (--force).
    rmSync(site.dir, { recursive: true, force: true });
    git(["worktree", "add", "--force", "--detach", site.dir, commit], repositoryRoot);
    symlinkSync(realpathSync(join(repositoryRoot, "node_modules")), join(site.dir, "node_modules"));
    // No persistent bundler cache: it would be written into the shared node_modules/.cache, and each commit
    // is built only once anyway.
    const env = { ...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: "1" };
    runLogged("npx", ["--no-install", "docusaurus", "build"], { cwd: site.dir, env, logFile: site.logFile });
    // Our `npm run build` then writes the gzip copies that nginx sends as they are; older commits had none.
    if (existsSync(join(site.dir, "scripts", "precompress.mjs"))) {
      runLogged("node", ["scripts/precompress.mjs"], { cwd: site.dir, env, logFile: site.logFile });
    }
    site.markBuilt();
  }
  if (!existsSync(join(site.dir, "scripts", "precompress.mjs"))) built.notes.push("no precompressed files");
  return built;
}
