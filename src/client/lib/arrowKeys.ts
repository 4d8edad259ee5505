import type { KeyboardEvent } from 'react';

const ITEMS = 'a[href], button:not([disabled])';

/**
 * Arrow keys, Home and End move focus among the links and buttons of a menu or tab list (WAI-ARIA APG); Tab still
 * leaves it. `orientation` picks the arrows: a vertical list answers ↑/↓, a horizontal one ←/→.
 */
export function moveFocusWithArrows(
  e: KeyboardEvent<HTMLElement>,
  orientation: 'vertical' | 'horizontal' = 'vertical',
) {
  const [back, forward] = orientation === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
  if (![back, forward, 'Home', 'End'].includes(e.key)) return;
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>(ITEMS)].filter((el) => el.offsetParent !== null);
  if (!items.length) return;
  const at = items.indexOf(document.activeElement as HTMLElement);
  let next = 0;
  if (e.key === 'End') next = items.length - 1;
  else if (e.key === forward) next = at < 0 ? 0 : (at + 1) % items.length;
  else if (e.key === back) next = at < 0 ? items.length - 1 : (at - 1 + items.length) % items.length;
  e.preventDefault();
  items[next]?.focus();
}
