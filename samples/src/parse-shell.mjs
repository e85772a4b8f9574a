// Splits a shell block into simple commands, each with its line (0-based within the block):
// `\` continuations are joined, comments dropped, and `&&`, `||`, `;`, `|`, `&` separate
// commands. In `console` blocks only `$ ` lines are commands (the rest is output); elsewhere a
// leading `$ ` prompt is dropped.

/** @returns {{ line: number, text: string, words: string[] }[]} */
export function parseShell(code, { prompts = false } = {}) {
  const commands = [];
  logicalLines(code).forEach(({ line, text }) => {
    const prompted = /^\s*\$ /.test(text);
    if (prompts && !prompted) return;
    for (const command of splitCommands(text.replace(/^\s*\$ /, ""))) commands.push({ line, ...command });
  });
  return commands;
}

function logicalLines(code) {
  const lines = [];
  let pending;
  code.split("\n").forEach((text, line) => {
    const joined = pending ? { line: pending.line, text: pending.text + text } : { line, text };
    pending = joined.text.endsWith("\\") ? { line: joined.line, text: joined.text.slice(0, -1) } : undefined;
    if (!pending) lines.push(joined);
  });
  if (pending) lines.push(pending);
  return lines;
}

// A small tokenizer: quotes group words, `#` at the start of a word starts a comment.
function splitCommands(text) {
  const commands = [];
  let words = [];
  let word;
  let start = 0;
  const endWord = () => {
    if (word !== undefined) words.push(word);
    word = undefined;
  };
  const endCommand = (end) => {
    endWord();
    if (words.length > 0) commands.push({ text: text.slice(start, end).trim(), words });
    words = [];
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === "'" || char === '"') {
      const close = findClosingQuote(text, i);
      word = (word ?? "") + text.slice(i + 1, close).replace(char === '"' ? /\\(.)/g : /(?!)/, "$1");
      i = close;
    } else if (char === "\\" && i + 1 < text.length) {
      word = (word ?? "") + text[++i];
    } else if (/\s/.test(char)) {
      endWord();
    } else if (char === "#" && word === undefined) {
      endCommand(i);
      return commands;
    } else if ("&|;".includes(char)) {
      endCommand(i);
      if (text[i + 1] === char) i++;
      start = i + 1;
    } else {
      word = (word ?? "") + char;
    }
  }
  endCommand(text.length);
  return commands;
}

function findClosingQuote(text, open) {
  for (let i = open + 1; i < text.length; i++) {
    if (text[i] === "\\" && text[open] === '"') i++;
    else if (text[i] === text[open]) return i;
  }
  return text.length;
}
