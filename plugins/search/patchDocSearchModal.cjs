/**
 * Webpack/Rspack loader: small patches of @docsearch/react 4.7.0's modal bundle, applied when the
 * site is bundled. The build fails if the code to patch is missing (after a DocSearch upgrade, say):
 * then check whether the new version still needs each patch, and update or remove it.
 */
const patches = [
  {
    // When a search fails, DocSearch sets the status to "error", then autocomplete-core's `finally`
    // resets it to "idle" before React renders, so the "Unable to fetch results" screen never shows.
    // The patched `finally` keeps "error" until the next search.
    find: '.finally(function(){p("idle"),Ft&&u.environment.clearTimeout(Ft)})',
    replace: '.finally(function(){"error"!==o.getState().status&&p("idle"),Ft&&u.environment.clearTimeout(Ft)})',
  },
  {
    // The sections of the last results are kept as suggestions for the "No results" screen
    // ("Try searching for"), but spread into an object instead of an array, which has no length,
    // so the suggestions never show. The patch keeps them as an array.
    find: "searchSuggestions:k(k({},null!==(t=r.context.searchSuggestions)&&void 0!==t?t:[]),Object.keys(o))",
    replace: "searchSuggestions:Object.keys(o)",
  },
];

function patchDocSearchModal(source) {
  return patches.reduce((patched, { find, replace }) => {
    if (!patched.includes(find)) {
      throw new Error(
        `patchDocSearchModal: the DocSearch modal changed; review plugins/search/patchDocSearchModal.cjs`,
      );
    }
    return patched.replace(find, replace);
  }, source);
}

module.exports = patchDocSearchModal;
module.exports.patches = patches;
