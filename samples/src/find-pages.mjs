// The Markdown and MDX pages to check: everything under docs/ and blog/, or the given
// files and folders.
import fs from "node:fs";
import path from "node:path";
import { siteDir } from "./paths.mjs";

const PAGE = /\.mdx?$/;

export function findPages(paths = []) {
  if (paths.length === 0) {
    return ["docs", "blog"].flatMap((folder) => listPages(path.join(siteDir, folder))).sort();
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
