// Back and Forward reach the router as a `popstate` event on the window, and the router re-renders the page at once.
// A form with unsaved changes (leaveGuard.ts) must hear of it first, to put its page back and ask; listeners on the
// window run in the order they were added, so this one is added when the app starts, before the router's.

type Hold = () => boolean;

let hold: Hold | null = null;

/** `check` runs first on each Back or Forward; when it returns true, the router never hears of that step. */
export function holdHistory(check: Hold) {
  hold = check;
}

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', (event) => {
    if (hold?.()) event.stopImmediatePropagation();
  });
}
