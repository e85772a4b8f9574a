// Generated message IDs shown on a page must be the ones Lingui generates (generated-ids.mjs).
// A page proves which ID belongs to which message in a few places:
// - a `#. js-lingui-id: ...` comment of a PO entry (printLinguiId), next to its msgid and msgctxt;
// - the key of a lingui-style JSON catalog entry, next to its `message` and `context`;
// - a descriptor `{ id, message, context }` or `<Trans id message />` that is not macro input
//   (macro output, or `i18n._()`; an `id` given to a macro is explicit by definition);
// - a catalog entry `"id": "message"` (minimal JSON, compiled catalogs), when the message is one
//   the page defines as generated: its source samples (through Lingui's own extractor), a PO
//   entry or a lingui JSON entry. Such a value could otherwise be a translation, so it proves nothing.
// Explicit IDs (an `id` given to a macro, a PO entry flagged `js-lingui-explicit-id`) are never
// compared with a hash.
import { generatedId, describeMessage, looksGenerated } from "./generated-ids.mjs";
import { findCatalogEntries, findDescriptors } from "./find-message-ids.mjs";
import { lintPo } from "./lint-po.mjs";
import { lineContaining } from "./locate.mjs";
import { importPinned, linguiVersion, macroModules } from "./pinned-lingui.mjs";
import { linguiConfig, usesMacros } from "./transform.mjs";

const { formatter: poFormatter } = await importPinned("@lingui/format-po");
const babelExtractor = await importPinned("@lingui/cli/api/extractors/babel");
const extractor = babelExtractor.default.default ?? babelExtractor.default;

const PO_CONTEXT = { locale: "en", sourceLocale: "en", filename: "messages" };
const LINGUI_ID_COMMENT = /^js-lingui-id: (\S+)$/;
const MACRO_NAMES = new Set(Object.values(macroModules).flat());
const NO_NAMES = new Set();

/**
 * @param {ReturnType<typeof import("./extract-blocks.mjs").readPage>[]} pages
 * @param {import("./block-module.mjs").BlockModule[]} modules the pages' checked ts/js blocks
 */
export async function checkMessageIds(pages, modules, report) {
  const moduleOf = new Map(modules.map((module) => [module.block, module]));
  for (const { blocks } of pages) {
    const page = new PageIds();
    for (const block of blocks) await page.read(block, moduleOf.get(block));
    page.check(report);
  }
}

class PageIds {
  /** Messages the page shows with a generated ID: message → its contexts ("" for none). */
  generated = new Map();
  explicit = new Set();
  /** IDs shown beside their message. */
  pairs = [];
  /** IDs shown beside a value that may be their message. */
  entries = [];

  async read(block, module) {
    const lang = block.lang.toLowerCase();
    if (lang === "po" || lang === "gettext") return this.readPo(block);
    // A skipped block has no module; its own imports tell whether it uses the macros.
    const macroCode = usesMacros(module ?? { text: block.code });
    if (macroCode && module) await this.readMacroCode(module);
    for (const { explicit, ...descriptor } of findDescriptors(block.code, macroCode ? MACRO_NAMES : NO_NAMES)) {
      if (explicit) this.explicit.add(descriptor.id);
      else if (descriptor.message !== undefined) this.addPair(block, descriptor);
    }
    if (lang === "json" || lang === "jsonc") this.readLinguiJson(block);
    for (const entry of findCatalogEntries(block.code)) this.entries.push({ block, ...entry });
  }

  addGenerated(message, context) {
    const contexts = this.generated.get(message) ?? new Set();
    this.generated.set(message, contexts.add(context ?? ""));
  }

  addPair(block, { id, message, context, line }) {
    this.pairs.push({ block, id, message, context, line });
    if (looksGenerated(id)) this.addGenerated(message, context);
  }

  // The extractor gives each message of the code the ID Lingui uses: the hash, or an explicit ID.
  async readMacroCode(module) {
    const onMessage = ({ id, message, context }) => {
      if (message !== undefined && id === generatedId(message, context)) this.addGenerated(message, context);
    };
    try {
      await extractor.extract(module.fileName, module.text, onMessage, { linguiConfig });
    } catch {
      // The macro check reports a block the macro cannot transform.
    }
  }

  async readPo(block) {
    if (lintPo(block.code).length > 0) return; // the po check reports it
    const explicitIdAsDefault = block.code.includes("js-lingui-generated-id");
    const catalog = await poFormatter({ explicitIdAsDefault }).parse(block.code, PO_CONTEXT);
    for (const [key, { message, context, comments = [] }] of Object.entries(catalog)) {
      if (message === undefined) {
        this.explicit.add(key);
        continue;
      }
      this.addGenerated(message, context);
      for (const id of comments.map((comment) => comment.match(LINGUI_ID_COMMENT)?.[1]).filter(Boolean)) {
        this.pairs.push({ block, id, message, context, line: lineContaining(block.code, `js-lingui-id: ${id}`) });
      }
    }
  }

  // A lingui-style JSON catalog (`lingui extract` with @lingui/format-json, style "lingui").
  readLinguiJson(block) {
    let value;
    try {
      value = JSON.parse(block.code);
    } catch {
      return; // jsonc, or invalid JSON, which the json check reports
    }
    if (typeof value !== "object" || value === null) return;
    for (const [id, entry] of Object.entries(value)) {
      if (typeof entry?.message !== "string") continue;
      const line = lineContaining(block.code, JSON.stringify(id));
      this.addPair(block, { id, message: entry.message, context: entry.context ?? undefined, line });
    }
  }

  isChecked(id) {
    return looksGenerated(id) && !this.explicit.has(id);
  }

  check(report) {
    for (const { block, id, message, context, line } of this.pairs) {
      const expected = generatedId(message, context);
      if (!this.isChecked(id) || id === expected) continue;
      report.fail(
        block.page,
        block.line + 1 + line,
        "ids",
        `${JSON.stringify(id)} is not the generated ID of ${describeMessage(message, context)}: Lingui ${linguiVersion} generates ${JSON.stringify(expected)}`,
      );
    }
    for (const { block, id, message, line } of this.entries) {
      const contexts = this.generated.get(message);
      if (!contexts || !this.isChecked(id)) continue;
      const expected = [...contexts].map((context) => ({ context, id: generatedId(message, context) }));
      if (expected.some((candidate) => candidate.id === id)) continue;
      const ids = expected.map(
        (candidate) => `${JSON.stringify(candidate.id)} for ${describeMessage(message, candidate.context)}`,
      );
      report.fail(
        block.page,
        block.line + 1 + line,
        "ids",
        `${JSON.stringify(id)} holds the message ${JSON.stringify(message)} of this page, but Lingui ${linguiVersion} generates ${ids.join(" or ")}`,
      );
    }
  }
}
