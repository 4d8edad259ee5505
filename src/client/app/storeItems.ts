import { castDraft, type Draft } from 'immer';

// List edits the stores share. Socket events may repeat what REST already showed, so every insert is by id.

/** Inserts `item` at `index` (clamped; the end when absent), or replaces the item with its id if it is there. */
export function upsertAt<T extends { id: string }>(list: Draft<T>[], item: T, index?: number): void {
  const at = list.findIndex((existing) => existing.id === item.id);
  if (at >= 0) {
    list[at] = castDraft(item);
    return;
  }
  const position = index === undefined ? list.length : Math.max(0, Math.min(index, list.length));
  list.splice(position, 0, castDraft(item));
}

export function replaceById<T extends { id: string }>(list: Draft<T>[], item: T): void {
  const at = list.findIndex((existing) => existing.id === item.id);
  if (at >= 0) list[at] = castDraft(item);
}

export function removeById<T extends { id: string }>(list: Draft<T>[], id: string): void {
  const at = list.findIndex((existing) => existing.id === id);
  if (at >= 0) list.splice(at, 1);
}
