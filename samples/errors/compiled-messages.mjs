// Messages of packages shipped as compiled WebAssembly, which find-messages.mjs cannot parse. They are
// written by hand in <package>/compiled-messages.json, from the package's source at the released tag:
//   { "@lingui/swc-plugin": { "binary": "<file in the package>", "messages": [{ "kind": "error", "message": "..." }] } }
// A `{name}` in a message is a value filled in at run time; every piece of text between them must occur in
// the binary, so a message that a new release drops or rewords fails the check.
import fs from "node:fs";
import path from "node:path";

/** Splits `Unknown macro {name} in {file}` into its text and placeholders, as find-messages.mjs stores messages. */
export function partsOfMessage(message) {
  return message
    .split(/(\{[A-Za-z_]\w*\})/)
    .filter(Boolean)
    .map((piece) => (/^\{[A-Za-z_]\w*\}$/.test(piece) ? { name: piece.slice(1, -1) } : piece));
}

/** @returns {{ messages: object[], problems: string[] }} */
export function compiledMessages(packageDir) {
  const listFile = path.join(packageDir, "compiled-messages.json");
  if (!fs.existsSync(listFile)) return { messages: [], problems: [] };
  const list = JSON.parse(fs.readFileSync(listFile, "utf8"));
  const messages = [];
  const problems = [];
  for (const [name, { binary, messages: listed }] of Object.entries(list)) {
    const file = path.join(packageDir, "node_modules", name, binary);
    if (!fs.existsSync(file)) {
      problems.push(`${path.basename(listFile)}: ${name} has no ${binary}`);
      continue;
    }
    const content = fs.readFileSync(file).toString("latin1");
    for (const { kind, message } of listed) {
      const parts = partsOfMessage(message);
      const missing = parts.filter(
        (part) => typeof part === "string" && !content.includes(Buffer.from(part, "utf8").toString("latin1")),
      );
      if (missing.length)
        problems.push(
          `${path.basename(listFile)}: ${name} ${binary} no longer holds ${JSON.stringify(missing[0])} (of "${message}")`,
        );
      messages.push({ package: name, kind, message, parts, files: [binary] });
    }
  }
  return { messages, problems };
}
