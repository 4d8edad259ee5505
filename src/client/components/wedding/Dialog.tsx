import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useId } from 'react';
import { createPortal } from 'react-dom';
import { disclosureMachine } from '../../../../machines/disclosureMachine';
import * as css from './Dialog.css';

/** Open and closed state of one dialog, as the disclosure machine keeps it. */
export function useDisclosure() {
  const disclosure = useActorRef(disclosureMachine);
  const open = useSelector(disclosure, (s) => s.matches('open'));
  return {
    open,
    toggle: () => disclosure.send({ type: 'disclosure.toggled' }),
    close: () => disclosure.send({ type: 'disclosure.closed' }),
  };
}

/** A modal dialog: titled, closed by its button, Escape or a click on the backdrop. */
export function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const titleId = useId();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return createPortal(
    <div
      className={css.backdrop}
      onPointerDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className={css.panel} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className={css.head}>
          <h2 id={titleId} className={css.title}>
            {title}
          </h2>
          <button type="button" className={css.close} onClick={onClose} aria-label="Close" autoFocus>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
