import XIcon from 'lucide-react/icons/x';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import * as css from './Dialog.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab cycle inside the dialog instead of leaving it (WAI-ARIA APG, modal dialog). */
function trapTab(e: KeyboardEvent, panel: HTMLElement | null) {
  if (e.key !== 'Tab' || !panel) return;
  const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const inside = panel.contains(document.activeElement);
  if (e.shiftKey && (document.activeElement === first || !inside)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (document.activeElement === last || !inside)) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog: titled, closed by its button, Escape or a click on the backdrop. Focus stays inside while it is
 * open and goes back to whatever opened it when it closes. On a phone it is a full-width sheet.
 */
export function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // One listener for the dialog's life, reading the newest onClose. Re-subscribing on each new onClose lost Escape:
  // another keydown listener (the phone drawer's) re-rendered the opener mid-dispatch, and a listener removed during
  // a dispatch is skipped while its replacement only hears the next event.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
      trapTab(e, panel.current);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  // Read on the first render: by the time an effect runs, the close button's autoFocus has already taken focus, and
  // the dialog would give it back to that button, gone with it, which leaves focus on <body>.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(
    () => () => {
      // The opener may sit in a folded drawer or be gone; focus only what can take it.
      if (opener?.isConnected && opener.offsetParent !== null) opener.focus();
    },
    [opener],
  );
  return createPortal(
    <div
      className={css.backdrop}
      onPointerDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div ref={panel} className={css.panel} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className={css.head}>
          <h2 id={titleId} className={css.title}>
            {title}
          </h2>
          <button type="button" className={css.close} onClick={onClose} aria-label="Close" autoFocus>
            <XIcon aria-hidden size={22} />
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
