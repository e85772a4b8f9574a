import { useEffect } from "react";
import type { earlyActionButtons } from "@site/plugins/early-actions";

type EarlyAction = keyof typeof earlyActionButtons;

declare global {
  interface Window {
    /** Set by the inline script of plugins/early-actions; absent where that script did not run. */
    earlyActions?: {
      /** Calls `prepare` at once if `action` is held, or when it is; the component has not hydrated yet. */
      whenHeld(action: EarlyAction, prepare: () => void): void;
      /** Hands `action` over to its component; true if the reader asked for it while it was held. */
      claim(action: EarlyAction): boolean;
    };
  }
}

/**
 * Takes over `action` from the script that held it while the page hydrated (plugins/early-actions): from now
 * on the component answers it, and if the reader already asked for it, `perform` runs now, without a second
 * press.
 */
export function useEarlyAction(action: EarlyAction, perform: () => void): void {
  useEffect(() => {
    if (window.earlyActions?.claim(action)) perform();
  }, [action, perform]);
}

/** Starts `prepare` (loading code, say) as soon as the reader asks for `action`, before the page has hydrated. */
export function prepareForEarlyAction(action: EarlyAction, prepare: () => void): void {
  if (typeof window !== "undefined") window.earlyActions?.whenHeld(action, prepare);
}
