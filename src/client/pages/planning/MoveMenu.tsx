import ArrowRightLeft from 'lucide-react/icons/arrow-right-left';
import {
  createContext,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
} from 'react';
import type { Task } from '../../../shared/planning';
import { moveFocusWithArrows } from '../../lib/arrowKeys';
import { type BoardRef, useBoard } from '../../mutations/board';
import type { BoardStore } from '../../stores/boardStore';
import * as css from './MoveMenu.css';
import * as planning from './Planning.css';
import { useBoardStore, useSections } from './usePlanning';

/** Says something to screen readers through the board's live region (BoardPage). */
export const AnnounceContext = createContext<(text: string) => void>(() => {});

/**
 * Moves a task to the end of another section through the board machine's one move event: the Move menu and the
 * open task's Section select both come here.
 */
export function moveToSection(board: BoardRef, store: BoardStore, taskId: string, section: string) {
  const index = store.getSnapshot().context.tasks.filter((t) => t.section === section && t.id !== taskId).length;
  board.send({ type: 'move.requested', taskId, section, index });
}

/** Focus follows a task moved to another section: to its Move button once its card is there (a few frames). */
function focusMovedCard(taskId: string, section: string) {
  const until = performance.now() + 1500;
  const look = () => {
    const button = document.querySelector<HTMLElement>(
      `[data-section-id="${section}"] [data-task-id="${taskId}"] button[data-move-menu]`,
    );
    if (button) {
      button.focus();
      button.scrollIntoView({ block: 'nearest' });
    } else if (performance.now() < until) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

interface ListProps {
  task: Task;
  id: string;
  opener: RefObject<HTMLButtonElement | null>;
  close(focusOpener: boolean): void;
}

/** The open menu: one item per other section. Rendered only while open, so closed cards read no sections. */
function MoveList({ task, id, opener, close }: ListProps) {
  const board = useBoard();
  const store = useBoardStore();
  const announce = useContext(AnnounceContext);
  const sections = useSections().filter((s) => s.id !== task.section);
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // APG menu button: opening moves focus to the first item; a tap or click elsewhere closes it.
    list.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const outside = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!list.current?.contains(target) && !opener.current?.contains(target)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [close, opener]);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      // The task detail's own Escape must not close the open task as well.
      e.nativeEvent.stopPropagation();
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') close(false);
    else moveFocusWithArrows(e);
  };
  return (
    <div
      ref={list}
      id={id}
      role="menu"
      aria-label={`Move “${task.title}” to`}
      className={css.menu}
      onKeyDown={onKeyDown}
    >
      {sections.map((s) => (
        <button
          key={s.id}
          type="button"
          role="menuitem"
          className={css.item}
          onClick={() => {
            close(false);
            moveToSection(board, store, task.id, s.id);
            announce(`“${task.title}” moved to ${s.name}.`);
            focusMovedCard(task.id, s.id);
          }}
        >
          {s.name}
        </button>
      ))}
    </div>
  );
}

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
