/**
 * Rspack loader for Docusaurus's route registry (@generated/registry), client build only. Each entry is
 * `[load, moduleName, webpackId]`; the module name (a source path such as
 * "@site/versioned_docs/version-6.x/ref/cli.md") serves only the server render, which reports the modules a
 * page used so that its HTML can name their chunks. In the browser nothing reads it, and with two docs
 * versions the names were 0.9 KB gzip of the JavaScript every page loads. The build fails when the
 * registry no longer has that shape (after a Docusaurus upgrade): review plugins/lean-route-registry then.
 */
const entry = /^ {2}"[^"]+": \[\(\) => import\(.*?\), "[^"]*", require\.resolveWeak\(/gm;
const moduleName = /(\)), "[^"]*", (require\.resolveWeak\()/;

module.exports = function dropModuleNames(source) {
  const entries = source.match(entry) ?? [];
  const lines = source.split("\n").filter((line) => line.startsWith('  "')).length;
  if (entries.length === 0 || entries.length !== lines) {
    throw new Error(
      `dropModuleNames: ${entries.length} of ${lines} route registry entries have the expected shape; the registry changed, review plugins/lean-route-registry`,
    );
  }
  return source.replace(entry, (line) => line.replace(moduleName, '$1, "", $2'));
};
