// The Markdown and MDX pages to check: the given files and folders, or by default the folders
// the pinned package lists in its package.json (`"samples": { "pages": ["docs", "blog"] }`).
import fs from "node:fs";
import path from "node:path";
import { packageManifest, siteDir } from "./paths.mjs";

const PAGE = /\.mdx?$/;

export function findPages(paths = []) {
  if (paths.length === 0) {
    const folders = packageManifest.samples?.pages ?? [];
    return folders.flatMap((folder) => listPages(path.join(siteDir, folder))).sort();
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
