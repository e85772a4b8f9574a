/**
 * Webpack/Rspack loader: a small patch of @docsearch/react 4.7.0's modal bundle.
 *
 * When a search fails, DocSearch sets the autocomplete status to "error", then autocomplete-core's
 * `finally` resets it to "idle" before React renders, so the modal never shows its
 * "Unable to fetch results" screen. The patched `finally` keeps "error" until the next search.
 * The build fails if the code to patch is missing, e.g. after a DocSearch upgrade: check whether the
 * new version still needs the patch, then update or remove it.
 */
const RESETS_STATUS = '.finally(function(){p("idle"),Ft&&u.environment.clearTimeout(Ft)})';
const KEEPS_ERROR_STATUS =
  '.finally(function(){"error"!==o.getState().status&&p("idle"),Ft&&u.environment.clearTimeout(Ft)})';

module.exports = function keepDocSearchErrorStatus(source) {
  if (!source.includes(RESETS_STATUS)) {
    throw new Error(
      "keepDocSearchErrorStatus: the DocSearch modal changed; review plugins/search/keepDocSearchErrorStatus.cjs",
    );
  }
  return source.replace(RESETS_STATUS, KEEPS_ERROR_STATUS);
};
