// Turning offsets and snippets inside a block into line numbers (0-based, within the block).

export function lineAt(text, offset) {
  return text.slice(0, offset).split("\n").length - 1;
}

/** The first line containing `snippet` (its first line only), or 0 when it is not found. */
export function lineContaining(text, snippet) {
  const firstLine = snippet.split("\n")[0];
  const index = firstLine ? text.indexOf(firstLine) : -1;
  return index < 0 ? 0 : lineAt(text, index);
}
