// `vue` blocks: single-file components must compile (Vue's own SFC parser and template
// compiler, which @lingui/extractor-vue uses but does not fail on) and go through
// @lingui/extractor-vue, as `lingui extract` would run it on the scripts.
import { compileTemplate, parse } from "@vue/compiler-sfc";
import { importPinned } from "./pinned-lingui.mjs";

const { vueExtractor } = await importPinned("@lingui/extractor-vue");
const { makeConfig } = await importPinned("@lingui/conf");
const linguiConfig = makeConfig({ locales: ["en"], sourceLocale: "en" }, { skipValidation: true });

export async function checkVueBlock(block, report) {
  report.markChecked(block);
  const filename = `${block.page}.L${block.line}.vue`;
  const fail = (error, offsetLine = 0) => {
    const line = error.loc?.start?.line ?? error.loc?.line ?? 1;
    const message = typeof error === "string" ? error : error.message; // the template compiler may give strings
    report.fail(block.page, block.line + offsetLine + line, "vue", message.replace(`${filename}: `, "").split("\n")[0]);
  };
  const { descriptor, errors } = parse(block.code, { filename });
  errors.forEach((error) => fail(error));
  const template = descriptor.template;
  if (errors.length === 0 && template) {
    const templateLine = template.loc.start.line - 1;
    compileTemplate({ source: template.content, filename, id: filename }).errors.forEach((error) =>
      fail(error, templateLine),
    );
  }
  if (errors.length > 0) return;
  try {
    await vueExtractor.extract(filename, block.code, () => {}, { linguiConfig });
  } catch (error) {
    const script = descriptor.scriptSetup ?? descriptor.script;
    fail(error, script ? script.loc.start.line - 1 : 0);
  }
}
