/** The heading of the page being left, read before the next page is committed. */
export interface LeftHeading {
  heading: HTMLElement | null;
  text: string | null;
}
const NO_HEADING: LeftHeading = { heading: null, text: null };

export function headingOnScreen(doc: Document): LeftHeading {
  const heading = doc.querySelector<HTMLElement>('main h1');
  return { heading, text: heading?.textContent ?? null };
}

/**
 * After a client-side navigation, moves focus to the new page's heading so a screen reader announces it and the
 * next Tab starts in the page (WAI-ARIA APG). The heading may arrive later (a lazy chunk, then the page's data),
 * so this waits for it for a while; a user who has meanwhile focused something else keeps that focus.
 */
export function focusHeadingSoon(doc: Document, leaving: LeftHeading = NO_HEADING, timeoutMs = 3000): () => void {
  const startedOn = doc.activeElement;
  // While a lazy page loads, the page being left stays on screen: its heading is not the one to focus.
  const isNew = (heading: HTMLElement) => heading !== leaving.heading || heading.textContent !== leaving.text;
  const movable = () => {
    const active = doc.activeElement;
    if (!active || active === doc.body || active === startedOn) return !isTyping(active);
    // The link or button that navigated is often gone or still focused; anything else is the user's choice.
    return !active.isConnected;
  };
  const tryFocus = () => {
    const heading = doc.querySelector<HTMLElement>('main h1');
    if (!heading || !isNew(heading)) return false;
    if (!movable()) return true;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: false });
    return true;
  };
  if (tryFocus()) return () => {};
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = setTimeout(() => stop(), timeoutMs);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  // characterData: a heading kept by React for the next page may change only its text.
  observer.observe(doc.body, { childList: true, subtree: true, characterData: true });
  return stop;
}

function isTyping(el: Element | null): boolean {
  return !!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT');
}
