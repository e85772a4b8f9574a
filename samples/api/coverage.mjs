// Which items of an API surface the reference pages never name. An export or a configuration
// key counts as documented when its name appears in the code of any page (inline code, code
// blocks, headings); a prop only in a section under a heading that names its component (or
// one of the types its props come from); a
// flag only in a section under a heading that names its command (`extract`, not
// `extract-template`).
import { apiItems } from "./api-items.mjs";

/**
 * @param {object} surface an API-surface file, parsed
 * @param {{ sections: import("./page-sections.mjs").Section[] }[]} pages
 * @returns {{ items: import("./api-items.mjs").ApiItem[], missing: import("./api-items.mjs").ApiItem[] }}
 */
export function findUndocumented(surface, pages) {
  const sections = pages.flatMap((page) => page.sections);
  const items = apiItems(surface);
  return { items, missing: items.filter((item) => !isDocumented(item, sections)) };
}

function isDocumented(item, sections) {
  const named = (name, text) => wordPattern(name).test(text);
  if (item.kind === "prop" || item.kind === "flag") {
    const owners = item.kind === "prop" ? item.owners : [item.command];
    return sections.some(
      (section) =>
        section.trail.some((heading) => owners.some((owner) => named(owner, heading))) &&
        named(item.name, section.code),
    );
  }
  return sections.some((section) => named(item.name, section.code));
}

const patterns = new Map();

// A name stands alone: not part of a longer identifier or flag (`t` in `const t`, not in
// `setupI18n`; `--locale` not in `--locale-dir`; `extract` not in `extract-template`).
function wordPattern(name) {
  if (!patterns.has(name)) {
    const escaped = name.replaceAll(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    patterns.set(name, new RegExp(`(?<![\\w$-])${escaped}(?![\\w$-])`));
  }
  return patterns.get(name);
}
