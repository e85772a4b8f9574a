// Install commands (install-commands.mjs) must install what the checker tested: without a
// version, or with a tag such as `latest`, npm picks the newest major, and a 4.x page would get
// Lingui 6. So every package names a range that admits the version in the pinned package's
// node_modules and no later major. A package the checker does not install needs a reason under
// `"samples": { "installExceptions" }` of the pinned package.json, and still a major.
// A companion tool whose older major the page shows on purpose beside the tested one (a setup for
// older Vite releases, say) is listed with its reason under `"samples": { "otherMajors" }`.
// `release="5"` on a shell block or a <PackageInstall> says it installs Lingui 5 on purpose (a post
// about that release): its @lingui/* packages then name that major instead.
import fs from "node:fs";
import path from "node:path";
import semver from "semver";
import { installCommands, parseSpec } from "./install-commands.mjs";
import { displayPath, packageDir, packageManifest } from "./paths.mjs";

const manifestPath = displayPath(path.join(packageDir, "package.json"));
const declared = new Set(
  [packageManifest.dependencies, packageManifest.devDependencies].flatMap((deps) => Object.keys(deps ?? {})),
);
const exceptions = packageManifest.samples?.installExceptions ?? {};
const otherMajors = packageManifest.samples?.otherMajors ?? {};
const testedLingui = installedVersion("@lingui/core");

/** @param {ReturnType<typeof import("./extract-blocks.mjs").readPage>} page */
export function checkInstalls(page, report) {
  for (const { line, packages, release } of installCommands(page)) {
    report.installCommands += 1;
    const badRelease = release === undefined ? undefined : releaseProblem(release);
    const problems = badRelease
      ? [badRelease]
      : packages.map((named) => packageProblem(named, release && Number(release)));
    for (const problem of problems.filter(Boolean)) report.fail(page.page, line, "install", problem);
  }
}

function releaseProblem(release) {
  if (typeof release !== "string" || !/^\d+$/.test(release))
    return '`release` must name a Lingui major, as in release="5"';
  if (Number(release) === semver.major(testedLingui)) {
    return `release="${release}" is the Lingui major this page is checked against (${testedLingui}): remove it`;
  }
  return undefined;
}

/** @returns {string | undefined} what is wrong with one package of a command, and what to write */
function packageProblem({ spec, via }, release) {
  const { name, range } = parseSpec(spec);
  const shown = `\`${spec}\`${via ? ` (from \`${via}\`)` : ""}`;
  if (release !== undefined && name.startsWith("@lingui/")) {
    const problem = rangeProblem(shown, range, `${release}.0.0`, { mustAdmit: false, wanted: `Lingui ${release}` });
    return problem && `${problem} (release="${release}"): write \`${name}@${release}\``;
  }
  if (declared.has(name)) {
    const version = installedVersion(name);
    const other = listedOtherMajor(name, range);
    if (other !== undefined) {
      const problem = rangeProblem(shown, range, `${other}.0.0`, { mustAdmit: false, wanted: `${name} ${other}` });
      return problem && `${problem}: write \`${name}@${other}\` (${otherMajors[name][other]})`;
    }
    const problem = rangeProblem(shown, range, version, { mustAdmit: true, wanted: `${version}, the version tested` });
    return problem && `${problem}: write \`${name}@${majorRange(version)}\``;
  }
  if (Object.hasOwn(exceptions, name)) {
    const lowest = range && semver.validRange(range) ? semver.minVersion(range).version : undefined;
    const problem = lowest
      ? rangeProblem(shown, range, lowest, { mustAdmit: false, wanted: `${name} ${majorRange(lowest)}` })
      : `${shown} names no major`;
    const advice = `write the major the page describes, \`${name}@N\``;
    return problem && `${problem}: ${advice} (the checker does not install it: ${exceptions[name]})`;
  }
  return (
    `${shown}: the checker does not install \`${name}\`; add it to ${manifestPath} at the major the page ` +
    `describes, or give the reason under "samples": { "installExceptions" } there`
  );
}

/** The major `range` starts at, when it is one the manifest lists for `name` as shown on purpose. */
function listedOtherMajor(name, range) {
  const lowest = range && semver.validRange(range) ? semver.minVersion(range) : null;
  return lowest && Object.hasOwn(otherMajors[name] ?? {}, String(lowest.major)) ? String(lowest.major) : undefined;
}

/**
 * The problem with `range` for a package the page means at `version`: none written, a tag, a range
 * that does not admit `version` (when `mustAdmit`; else any version of its major will do), or one
 * that admits a later major.
 */
function rangeProblem(shown, range, version, { mustAdmit, wanted }) {
  if (range === undefined) return `${shown} names no version, so npm installs its newest major, not ${wanted}`;
  if (semver.validRange(range) === null) return `${shown} names a tag that follows new majors, not ${wanted}`;
  const within = mustAdmit ? semver.satisfies(version, range) : semver.intersects(range, `^${version}`);
  if (!within) return `${shown} does not admit ${wanted}`;
  if (semver.intersects(range, `>=${nextBreaking(version)}`)) return `${shown} also admits majors after ${wanted}`;
  return undefined;
}

/** The first version that `^version` leaves out: the next major, or the next minor of a 0.x. */
function nextBreaking(version) {
  const { major, minor, patch } = semver.parse(version);
  if (major > 0) return `${major + 1}.0.0`;
  return minor > 0 ? `0.${minor + 1}.0` : `0.0.${patch + 1}`;
}

/** The shortest range for the major of `version`: `4`, or `0.2` for a 0.x. */
function majorRange(version) {
  const { major, minor } = semver.parse(version);
  return major > 0 ? `${major}` : `0.${minor}`;
}

function installedVersion(name) {
  return JSON.parse(fs.readFileSync(path.join(packageDir, "node_modules", name, "package.json"), "utf8")).version;
}
