import ArrowRightLeft from 'lucide-react/icons/arrow-right-left';
import { useCallback, useId, useRef } from 'react';
import type { Task } from '../../../shared/planning';
import { MoveList } from './MoveList';
import * as css from './MoveMenu.css';
import * as planning from './Planning.css';

interface Props {
  task: Task;
  open: boolean;
  setOpen(open: boolean): void;
}

/**
 * "Move" on a card: a menu of the board's other sections (a long-press on the card opens it too, for touch). It is
 * a menu button per the WAI-ARIA Authoring Practices: Enter, Space or ↓ opens it on its first item, ↑/↓ move, Escape
 * closes it and returns to the button.
 */
export function MoveMenu({ task, open, setOpen }: Props) {
  const id = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const close = useCallback(
    (focusOpener: boolean) => {
      setOpen(false);
      if (focusOpener) opener.current?.focus();
    },
    [setOpen],
  );
  return (
    <div className={css.wrap}>
      <button
        ref={opener}
        type="button"
        data-move-menu
        className={planning.iconButton}
        aria-label={`Move “${task.title}” to another section`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <ArrowRightLeft aria-hidden size={16} />
      </button>
      {open ? <MoveList task={task} id={id} opener={opener} close={close} /> : null}
    </div>
  );
}
