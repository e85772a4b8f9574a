/**
 * Where the Markdown copy of a page is published: its own URL with `.md` added (`/ref/core` → `/ref/core.md`).
 * Used by the build plugin that writes the copies and by the pages that link to them.
 */
export function markdownUrlOf(permalink: string): string {
  return `${permalink.replace(/\/$/, "") || "/index"}.md`;
}
