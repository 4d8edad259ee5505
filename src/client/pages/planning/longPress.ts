import { type PointerEvent, type TouchEvent, useRef } from 'react';

/** How long a finger rests on a card before its Move menu opens (Android's own long-press is about 500 ms). */
export const LONG_PRESS_MS = 500;
/** A finger that travels further than this is scrolling, not pressing. */
const SLOP_PX = 10;

/**
 * A long-press by touch or pen calls `onLongPress`; the click the lifted finger may still produce is swallowed, so
 * the press does not also open the task. Mouse presses are left to click and drag. The browser's own long-press
 * signal (`contextmenu`, as on Android) does the same, and so does a right click or the context-menu key.
 */
export function useLongPress(onLongPress: () => void) {
  const timer = useRef<number | undefined>(undefined);
  const start = useRef({ x: 0, y: 0 });
  /** When the long-press last fired: the click its own lifted finger makes just after is not a tap. */
  const fired = useRef(0);
  const cancel = () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  };
  const fire = () => {
    cancel();
    fired.current = performance.now();
    onLongPress();
  };
  return {
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      fired.current = 0;
      if (e.pointerType === 'mouse' || !e.isPrimary) return;
      start.current = { x: e.clientX, y: e.clientY };
      cancel();
      timer.current = window.setTimeout(fire, LONG_PRESS_MS);
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      if (timer.current === undefined) return;
      if (Math.hypot(e.clientX - start.current.x, e.clientY - start.current.y) > SLOP_PX) cancel();
    },
    onPointerUp: cancel,
    // Lifting the finger after a long-press is not a tap: no mouse events, no click, no focus taken from the menu.
    onTouchEnd: (e: TouchEvent<HTMLElement>) => {
      if (fired.current && performance.now() - fired.current < 1000 && e.cancelable) e.preventDefault();
    },
    onPointerCancel: cancel,
    onContextMenu: (e: { preventDefault(): void; target: EventTarget }) => {
      // Inside the open menu or a field the browser's own menu stays.
      if ((e.target as HTMLElement).closest('[role="menu"], input, textarea')) return;
      e.preventDefault();
      if (!fired.current || performance.now() - fired.current > 1000) fire();
    },
    onClickCapture: (e: { preventDefault(): void; stopPropagation(): void; target: EventTarget }) => {
      const recent = fired.current && performance.now() - fired.current < 1000;
      fired.current = 0;
      if (!recent || (e.target as HTMLElement).closest('[role="menu"]')) return;
      e.preventDefault();
      e.stopPropagation();
    },
  };
}
