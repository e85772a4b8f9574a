import type { Plugin } from "@docusaurus/types";

/**
 * The controls a reader may use before the page has hydrated, by the selector of their served button.
 * src/hydration/earlyActions.ts claims each one once its component is listening.
 */
export const earlyActionButtons = {
  search: ".DocSearch-Button",
  menu: ".navbar__toggle",
  closeAnnouncement: ".theme-announcement-bar .close",
} as const;

/**
 * Holds the search shortcut (Ctrl/Cmd+K, or `/` outside a field), a click on the search button, a tap on
 * the menu button and a click on the announcement bar's Close button until the component that answers it
 * has hydrated, then hands it over: the reader's first action is never lost. Meanwhile the button shows it
 * is busy (`aria-busy`, styled in src/css/custom.css). The page's code may get ready while an action is held
 * (`whenHeld`). Once a component has claimed its action, its events pass through untouched. The same inline
 * script on every page: one CSP hash (plugins/deploy-headers).
 */
const holdEarlyActions = `(function () {
  var buttons = ${JSON.stringify(earlyActionButtons)};
  var held = {};
  var claimed = {};
  var onHold = {};
  function showBusy(kind, busy) {
    var button = document.querySelector(buttons[kind]);
    if (!button) return;
    if (busy) button.setAttribute("aria-busy", "true");
    else button.removeAttribute("aria-busy");
  }
  function hold(kind, event) {
    if (claimed[kind]) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held[kind] = true;
    showBusy(kind, true);
    if (onHold[kind]) onHold[kind]();
  }
  function isField(element) {
    return element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName);
  }
  addEventListener("keydown", function (event) {
    var key = event.key;
    var shortcut = (key === "k" || key === "K") && (event.ctrlKey || event.metaKey);
    if (shortcut || (key === "/" && !isField(event.target))) hold("search", event);
  }, true);
  addEventListener("click", function (event) {
    if (!event.target.closest) return;
    for (var kind in buttons) {
      if (event.target.closest(buttons[kind])) return hold(kind, event);
    }
  }, true);
  window.earlyActions = {
    whenHeld: function (kind, callback) {
      if (held[kind]) callback();
      else onHold[kind] = callback;
    },
    claim: function (kind) {
      var wasHeld = held[kind] === true;
      claimed[kind] = true;
      held[kind] = false;
      showBusy(kind, false);
      return wasHeld;
    }
  };
})();`;

/** Puts the script that holds early actions in every page's head, so it listens from the first paint. */
export default function earlyActionsPlugin(): Plugin {
  return {
    name: "early-actions",
    injectHtmlTags() {
      return { headTags: [{ tagName: "script", innerHTML: holdEarlyActions }] };
    },
  };
}
