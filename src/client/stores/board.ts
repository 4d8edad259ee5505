import type { Draft } from 'immer';
import type { Item, SectionItem, TaskItem } from '../../shared/realtime';

// The task board kept in one flat list: a section's tasks are the list's tasks of that section, in list order, and
// their `position`s are kept dense (0..n-1) as the server keeps them, so every client folds the same events into the
// same board.

export type PlacedTask = TaskItem & { section: string; position: number };

/** A task that says where it belongs on the board; the real-time tests' bare tasks do not. */
export function isPlaced(task: Item): task is PlacedTask {
  return typeof task.section === 'string' && typeof task.position === 'number';
}

/** Gives the tasks of `section` positions 0..n-1 in list order, writing only those that change. */
function renumber(list: Draft<TaskItem>[], section: string): void {
  let position = 0;
  for (const task of list) {
    if (task.section !== section) continue;
    if (task.position !== position) task.position = position;
    position += 1;
  }
}

/**
 * Puts `task` in its section at its position, moving it if it is already on the board. The other tasks keep their
 * order, and both the section it left and the one it joined are renumbered.
 */
export function placeTask(list: Draft<TaskItem>[], task: PlacedTask): void {
  const at = list.findIndex((t) => t.id === task.id);
  const left = at >= 0 ? (list[at]!.section as string) : undefined;
  if (at >= 0) list.splice(at, 1);
  const siblings: number[] = [];
  list.forEach((t, i) => {
    if (t.section === task.section) siblings.push(i);
  });
  const index = Math.max(0, Math.min(task.position, siblings.length));
  const insertAt = index < siblings.length ? siblings[index]! : siblings.length ? siblings.at(-1)! + 1 : list.length;
  list.splice(insertAt, 0, task as Draft<TaskItem>);
  renumber(list, task.section);
  if (left !== undefined && left !== task.section) renumber(list, left);
}

/** Takes a task off the board and closes the gap it leaves. */
export function removeTask(list: Draft<TaskItem>[], id: string): void {
  const at = list.findIndex((t) => t.id === id);
  if (at < 0) return;
  const [gone] = list.splice(at, 1);
  if (typeof gone?.section === 'string') renumber(list, gone.section);
}

/** Puts a section at its position among the sections (moving it if present), all renumbered. */
export function placeSection(list: Draft<SectionItem>[], section: SectionItem): void {
  const at = list.findIndex((s) => s.id === section.id);
  if (at >= 0) list.splice(at, 1);
  list.splice(Math.max(0, Math.min(section.position, list.length)), 0, section as Draft<SectionItem>);
  list.forEach((s, i) => {
    if (s.position !== i) s.position = i;
  });
}

/** The tasks of each section, in board order: one pass over the flat list. */
export function tasksBySection<T extends Item>(tasks: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const task of tasks) {
    const section = task.section as string;
    const list = out.get(section);
    if (list) list.push(task);
    else out.set(section, [task]);
  }
  return out;
}

/** Adds `delta` to the comment count of the item with `id`, if it has one. */
export function countComment(list: Draft<Item>[], id: unknown, delta: number): void {
  const item = list.find((t) => t.id === id);
  if (item && typeof item.comments_count === 'number') item.comments_count = Math.max(0, item.comments_count + delta);
}
