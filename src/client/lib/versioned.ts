/**
 * Saves an item from a version (issue 31). A 409 for a stale version reads the item as it is now, hands it to
 * `current` (its store shows it), and rejects with their values for the form; any other failure is the form's as before.
 * What a conflict needs loads only when one happens (staleSave.ts): this is on most pages' path.
 */
export async function saveVersioned<T extends { version: number }>(parts: {
  save(): Promise<T>;
  read(): Promise<T>;
  values(item: T): Record<string, string>;
  current?(item: T): void;
}): Promise<T> {
  try {
    return await parts.save();
  } catch (error) {
    throw await (await import('./staleSave')).staleSave(error, parts);
  }
}
