// The Markdown and MDX pages to check: the given files and folders, or by default the folders
// the pinned package lists in its package.json (`"samples": { "pages": ["docs", "blog"] }`),
// without the pages or folders it lists under `"except"` (those another package checks).
import fs from "node:fs";
import path from "node:path";
import { packageManifest, siteDir } from "./paths.mjs";

const PAGE = /\.mdx?$/;

export function findPages(paths = []) {
  if (paths.length === 0) {
    const folders = packageManifest.samples?.pages ?? [];
    const except = (packageManifest.samples?.except ?? []).map((folder) => path.join(siteDir, folder));
    return folders
      .flatMap((folder) => listPages(path.join(siteDir, folder)))
      .filter((page) => !except.some((excluded) => page === excluded || page.startsWith(excluded + path.sep)))
      .sort();
  }
  return paths.flatMap((target) => listPages(path.resolve(target))).sort();
}

function listPages(target) {
  if (!fs.existsSync(target)) return [];
  if (!fs.statSync(target).isDirectory()) return [target];
  return fs
    .readdirSync(target, { recursive: true })
    .filter((name) => PAGE.test(name))
    .map((name) => path.join(target, name));
}
