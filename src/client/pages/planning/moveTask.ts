import { createContext } from 'react';
import type { BoardRef } from '../../areas/planning/boardCommands';
import type { BoardStore } from '../../areas/planning/boardStore';

// What moving a task to another section shares between the board page, the Move menu and the open task.

/** Says something to screen readers through the board's live region (BoardPage). */
export const AnnounceContext = createContext<(text: string) => void>(() => {});

/**
 * Moves a task to the end of another section through the board machine's one move event: the Move menu and the
 * open task's Section select both come here. False when the board did not take it (another move is being saved).
 */
export function moveToSection(board: BoardRef, store: BoardStore, taskId: string, section: string): boolean {
  const index = store.getSnapshot().context.tasks.filter((t) => t.section === section && t.id !== taskId).length;
  board.send({ type: 'move.requested', taskId, section, index });
  return board.getSnapshot().context.saving?.taskId === taskId;
}
