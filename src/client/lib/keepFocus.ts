/**
 * Keeps focus on an element the page is about to move (a task moved with ↑/↓ is re-inserted in its new place, and
 * the browser drops focus from a node it re-inserts). For a short while, focus that fell to the body comes back;
 * focus the user moved elsewhere is left alone.
 */
export function keepFocusOn(el: HTMLElement, ms = 1500) {
  const until = performance.now() + ms;
  const check = () => {
    const active = document.activeElement;
    if (el.isConnected && (active === null || active === document.body)) el.focus();
    if (performance.now() < until && (document.activeElement === el || document.activeElement === document.body)) {
      requestAnimationFrame(check);
    }
  };
  requestAnimationFrame(check);
}
