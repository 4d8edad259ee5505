import { type KeyboardEvent, type RefObject, useContext, useEffect, useRef } from 'react';
import type { Task } from '../../../shared/planning';
import { useBoard } from '../../areas/planning/boardCommands';
import { moveFocusWithArrows } from '../../lib/arrowKeys';
import * as css from './MoveMenu.css';
import { AnnounceContext, moveToSection } from './moveTask';
import { useBoardStore, useSections } from './usePlanning';

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
export function MoveList({ task, id, opener, close }: ListProps) {
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
            const moved = moveToSection(board, store, task.id, s.id);
            close(!moved);
            announce(moved ? `“${task.title}” moved to ${s.name}.` : 'Another move is being saved. Try again.');
            if (moved) focusMovedCard(task.id, s.id);
          }}
        >
          {s.name}
        </button>
      ))}
    </div>
  );
}
