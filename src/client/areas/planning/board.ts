import { castDraft, type Draft } from 'immer';
import type { Task, TaskSection } from '../../../shared/planning';

// The task board kept in one flat list: a section's tasks are the list's tasks of that section, in list order, and
// their `position`s are kept dense (0..n-1) as the server keeps them, so every client folds the same events into the
// same board.

/** `list` with the tasks of `section` at positions 0..n-1 in list order; only tasks whose position changes are new. */
function renumber(list: Task[], section: string): void {
  let position = 0;
  list.forEach((task, i) => {
    if (task.section !== section) return;
    if (task.position !== position) list[i] = { ...task, position };
    position += 1;
  });
}

// These work on the plain lists, not on immer drafts: a draft of a 2,000-task list would wrap every task it reads.

/**
 * The board with `task` in its section at its position, moved there if it is already on the board. The other tasks
 * keep their order, and both the section it left and the one it joined are renumbered.
 */
export function placeTask(list: readonly Task[], task: Task): Task[] {
  const at = list.findIndex((t) => t.id === task.id);
  const left = at >= 0 ? list[at]!.section : undefined;
  const out = at >= 0 ? [...list.slice(0, at), ...list.slice(at + 1)] : [...list];
  let seen = 0;
  let insertAt = out.length;
  let lastSibling = -1;
  for (let i = 0; i < out.length; i++) {
    if (out[i]!.section !== task.section) continue;
    if (seen === task.position) {
      insertAt = i;
      break;
    }
    seen += 1;
    lastSibling = i;
  }
  if (insertAt === out.length && lastSibling >= 0) insertAt = lastSibling + 1;
  out.splice(insertAt, 0, task);
  renumber(out, task.section);
  if (left !== undefined && left !== task.section) renumber(out, left);
  return out;
}

/** The board without the task, with the gap it leaves closed. */
export function removeTask(list: Task[], id: string): Task[] {
  const at = list.findIndex((t) => t.id === id);
  if (at < 0) return list;
  const gone = list[at]!;
  const out = [...list.slice(0, at), ...list.slice(at + 1)];
  renumber(out, gone.section);
  return out;
}

/** Puts a section at its position among the sections (moving it if present), all renumbered. */
export function placeSection(list: Draft<TaskSection>[], section: TaskSection): void {
  const at = list.findIndex((s) => s.id === section.id);
  if (at >= 0) list.splice(at, 1);
  list.splice(Math.max(0, Math.min(section.position, list.length)), 0, castDraft(section));
  list.forEach((s, i) => {
    if (s.position !== i) s.position = i;
  });
}

/** The tasks of each section, in board order: one pass over the flat list. */
export function tasksBySection<T extends Pick<Task, 'section'>>(tasks: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const task of tasks) {
    const list = out.get(task.section);
    if (list) list.push(task);
    else out.set(task.section, [task]);
  }
  return out;
}

/** The list with `delta` added to the comment count of the item with `id`, if it has one. */
export function countComment<T extends { id: string; comments_count: number }>(
  list: T[],
  id: string,
  delta: number,
): T[] {
  const at = list.findIndex((t) => t.id === id);
  const item = list[at];
  if (!item) return list;
  const out = [...list];
  out[at] = { ...item, comments_count: Math.max(0, item.comments_count + delta) };
  return out;
}
