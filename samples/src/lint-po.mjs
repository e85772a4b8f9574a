// The PO grammar, line by line. pofile (under @lingui/format-po) skips lines it cannot read,
// so without this a broken catalog would parse "fine".
const STRING = String.raw`"(?:[^"\\]|\\.)*"`;
const KEYWORD = /^(msgctxt|msgid_plural|msgid|msgstr)(\[\d+\])?\s+(.*)$/;
const WHOLE_STRING = new RegExp(`^${STRING}$`);
const COMMENT = /^#([.:,|]|\s|$)/;
const OBSOLETE = /^#~\s*/;

/** @returns {{ line: number, message: string }[]} lines are 0-based within the text */
export function lintPo(text) {
  const problems = [];
  const fail = (line, message) => problems.push({ line, message });
  let entry = newEntry();
  let inString = false; // a "..." continuation line may follow a keyword

  const finish = () => {
    if (entry.msgid !== undefined && !entry.msgstr) fail(entry.msgid, "msgid without msgstr");
    if (entry.msgid === undefined && entry.start !== undefined) fail(entry.start, "entry without msgid");
    entry = newEntry();
    inString = false;
  };

  text.split("\n").forEach((raw, line) => {
    const content = raw.trim().replace(OBSOLETE, ""); // obsolete entries follow the same grammar
    if (content === "") return finish();
    if (content.startsWith("#")) {
      if (!COMMENT.test(content)) fail(line, `unknown comment \`${content}\``);
      if (entry.msgstr) finish();
      inString = false;
      return;
    }
    const keyword = content.match(KEYWORD);
    if (keyword) {
      const [, name, pluralIndex, value] = keyword;
      if ((name === "msgctxt" || name === "msgid") && entry.msgstr) finish();
      const order = orderProblem(entry, name, pluralIndex !== undefined);
      if (order) fail(line, order);
      if (pluralIndex !== undefined && name !== "msgstr") fail(line, `${name} takes no [index]`);
      if (!WHOLE_STRING.test(value)) fail(line, `${name} needs one "quoted string": \`${content}\``);
      if (name === "msgctxt" || name === "msgid") entry.start ??= line;
      if (name === "msgid") entry.msgid = line;
      if (name === "msgid_plural") entry.plural = true;
      if (name === "msgstr") entry.msgstr = true;
      inString = true;
    } else if (!(WHOLE_STRING.test(content) && inString)) {
      fail(line, `not a PO line: \`${content}\``);
    }
  });
  finish();
  return problems;
}

function newEntry() {
  return { start: undefined, msgid: undefined, plural: false, msgstr: false };
}

function orderProblem(entry, name, indexed) {
  if (name === "msgctxt" && entry.msgid !== undefined) return "msgctxt must come before msgid";
  if (name === "msgid" && entry.msgid !== undefined) return "second msgid in one entry";
  if (name === "msgid_plural" && (entry.msgid === undefined || entry.msgstr)) return "msgid_plural must follow msgid";
  if (name === "msgstr" && entry.msgid === undefined) return "msgstr without msgid";
  if (name === "msgstr" && indexed !== entry.plural) {
    return entry.plural ? "a plural entry needs msgstr[N]" : "msgstr[N] needs msgid_plural";
  }
}
