import { readFile, rename, writeFile } from "node:fs/promises";

const queued = new Map<string, Promise<void>>();

/**
 * Rewrites a built page. Plugins run their postBuild at the same time: rewrites of one page run one after
 * the other, each on the page as the previous one left it, and a rename swaps the whole file at once, so
 * a plugin that only reads the pages sees the old page or the new one, never half of it.
 */
export function rewritePage(path: string, rewrite: (html: string) => string): Promise<void> {
  const done = (queued.get(path) ?? Promise.resolve()).then(async () => {
    const html = await readFile(path, "utf8");
    const rewritten = rewrite(html);
    if (rewritten === html) return;
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, rewritten);
    await rename(temporary, path);
  });
  queued.set(
    path,
    done.catch(() => undefined),
  );
  return done;
}
