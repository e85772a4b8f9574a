/**
 * Runs `task` in a task of its own once the browser is idle, or after a second where it cannot tell
 * (Safari has no `requestIdleCallback`).
 */
export function whenIdle(task: () => void): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(() => task());
  else setTimeout(task, 1000);
}
