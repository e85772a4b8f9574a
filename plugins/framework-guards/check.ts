import { existsSync, readFileSync } from "node:fs";

/**
 * The problems with one piece of framework code the site relies on: the file must exist and contain each
 * of `snippets` (an import, an export, the code a patch rewrites). Each problem names the file, what is
 * missing, and `advice`: what to check.
 */
export function sourceProblems(file: string, snippets: string[], advice: string): string[] {
  if (!existsSync(file)) return [`${file} no longer exists: ${advice}`];
  const source = readFileSync(file, "utf8");
  return snippets
    .filter((snippet) => !source.includes(snippet))
    .map((snippet) => `${file} no longer contains \`${snippet}\`: ${advice}`);
}

/** Stops the build with every problem found, if any. */
export function failOn(owner: string, problems: string[]): void {
  if (problems.length > 0) {
    throw new Error(
      `${owner}: what it relies on in the framework changed (see "Upgrading Docusaurus and DocSearch" in CONTRIBUTING.md):\n- ${problems.join("\n- ")}`,
    );
  }
}
