// Checks an errors reference page against the messages of its Lingui version
// (<package>/lingui-<version>-messages.json, written by extract-messages.mjs):
//   node samples/errors/check-errors-page.mjs --package samples-6 versioned_docs/version-6.x/ref/errors.mdx
// Each message is shown on the page in a block written ```text message, as printed, with `{name}` for a value
// filled in at run time. Every message of the packages must be on the page, and every message on the page
// must be one of the packages'. Prints the counts, with the entries that a scenario or a `run` block produces.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { readPage } from "../src/extract-blocks.mjs";

/**
 * A message as compared: its words, whatever the whitespace between them, since the page may show a
 * message printed over indented lines the way it reads best.
 */
export function normalizeMessage(text) {
  return text.replace(/\s+/g, " ").trim();
}

/** The page's message blocks, each with whether a scenario or `run` block in its section (up to the next heading) produces it. */
export function messagesOnPage(file) {
  const { page, blocks } = readPage(file);
  const headings = fs
    .readFileSync(file, "utf8")
    .split("\n")
    .flatMap((line, index) => (/^#{2,6}\s/.test(line) ? [index + 1] : []));
  const sectionOf = (line) => headings.filter((heading) => heading <= line).at(-1) ?? 0;
  const producing = blocks.filter((block) => block.meta.scenario !== undefined || block.meta.run === true);
  const scenarioSections = new Set(producing.map((block) => sectionOf(block.line)));
  return blocks
    .filter((block) => block.lang === "text" && block.meta.message === true)
    .map((block) => ({
      page,
      line: block.line,
      message: normalizeMessage(block.code),
      scenario: scenarioSections.has(sectionOf(block.line)),
    }));
}

/**
 * @param {{ package: string, message: string }[]} packageMessages
 * @param {ReturnType<typeof messagesOnPage>} pageMessages
 * @returns {{ missing: object[], unknown: object[], repeated: object[], withScenario: number }}
 */
export function compareMessages(packageMessages, pageMessages) {
  const onPage = new Set(pageMessages.map(({ message }) => message));
  const inPackages = new Set(packageMessages.map(({ message }) => normalizeMessage(message)));
  const seen = new Set();
  const repeated = pageMessages.filter(({ message }) => seen.has(message) || !seen.add(message));
  return {
    missing: packageMessages.filter(({ message }) => !onPage.has(normalizeMessage(message))),
    unknown: pageMessages.filter(({ message }) => !inPackages.has(message)),
    repeated,
    withScenario: new Set(pageMessages.filter(({ scenario }) => scenario).map(({ message }) => message)).size,
  };
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const { values, positionals } = parseArgs({
    options: { package: { type: "string", default: "samples" } },
    allowPositionals: true,
  });
  const packageDir = path.resolve(values.package);
  const version = JSON.parse(
    fs.readFileSync(path.join(packageDir, "node_modules/@lingui/core/package.json"), "utf8"),
  ).version;
  const data = JSON.parse(fs.readFileSync(path.join(packageDir, `lingui-${version}-messages.json`), "utf8"));
  const [file] = positionals;
  const pageMessages = messagesOnPage(path.resolve(file));
  const { missing, unknown, repeated, withScenario } = compareMessages(data.messages, pageMessages);
  for (const { package: name, message } of missing)
    console.log(`✖ ${file} [errors] ${name} prints a message the page does not list: ${JSON.stringify(message)}`);
  for (const { page, line, message } of unknown)
    console.log(
      `✖ ${page}:${line} [errors] no Lingui ${version} package prints this message: ${JSON.stringify(message)}`,
    );
  for (const { page, line, message } of repeated)
    console.log(`✖ ${page}:${line} [errors] the message is listed twice: ${JSON.stringify(message)}`);
  console.log(
    `errors (Lingui ${version}): ${data.messages.length} messages in the packages, ${pageMessages.length} on the page, ${withScenario} produced by a scenario or run block`,
  );
  process.exitCode = missing.length || unknown.length || repeated.length ? 1 : 0;
}
