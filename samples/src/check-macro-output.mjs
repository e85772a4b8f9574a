// Checks the blocks that show what the macros compile a sample to (`macro-output`, or
// `macro-output="production"` for a build with NODE_ENV=production): the block must be what the pinned macro
// makes of the nearest code block above it on the page. Both are printed again by Babel, minified and
// without comments, so only the code counts, not its layout or the macro's `/*i18n*/` markers.
import babel from "@babel/core";
import { transformModule } from "./transform.mjs";

/**
 * @param {{ block: import("./extract-blocks.mjs").Block, source: import("./block-module.mjs").BlockModule | undefined }[]} outputs
 */
export function checkMacroOutputs(outputs, report) {
  for (const { block, source } of outputs) {
    const production = block.meta["macro-output"] === "production";
    const fail = (message) => report.fail(block.page, block.line, "macro output", message);
    if (!source) {
      fail("a `macro-output` block shows what the macro makes of the code block above it, and there is none");
      continue;
    }
    let compiled;
    try {
      compiled = withNodeEnv(production ? "production" : undefined, () =>
        transformModule(source, source.text, { keepJsx: true }),
      );
    } catch (error) {
      // The source block's own check reports why it does not transform.
      fail(`the block above (line ${source.block.line}) does not transform: ${error.message.split("\n")[0]}`);
      continue;
    }
    const shown = reprint(block.code);
    if (shown === undefined) fail("the block is not valid JavaScript");
    else if (shown !== reprint(compiled))
      fail(`the macro compiles the block at line ${source.block.line} to something else:\n${readable(compiled)}`);
    report.markChecked(block);
  }
}

function withNodeEnv(value, run) {
  const saved = process.env.NODE_ENV;
  if (value === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = value;
  try {
    return run();
  } finally {
    if (saved === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = saved;
  }
}

const REPRINT = { babelrc: false, configFile: false, sourceType: "module", comments: false, minified: true };

/**
 * The code as Babel prints it minified, or undefined when it does not parse. Whitespace between JSX tags that
 * holds a line break renders as nothing, so it is dropped.
 */
function reprint(code) {
  try {
    return babel
      .transformSync(code, { ...REPRINT, parserOpts: { plugins: ["jsx"] } })
      .code.replace(/>\s*\n\s*</g, "><");
  } catch {
    return undefined;
  }
}

// The macro's output the way a page would show it: Babel's own layout, without the i18n comment markers.
function readable(code) {
  const options = { babelrc: false, configFile: false, sourceType: "module", comments: false };
  return babel.transformSync(code, { ...options, parserOpts: { plugins: ["jsx"] } }).code;
}
