import type { StaleSave } from '../../../machines/formMachine';
import { isApiError } from '../../shared/apiError';

/** A save someone else's got ahead of: their item as the form's values, for the form machine to merge or show. */
export class StaleSaveError extends Error implements StaleSave {
  constructor(readonly stale: StaleSave['stale']) {
    super('Changed by someone else');
    this.name = 'StaleSaveError';
  }
}

/**
 * Saves an item from a version (issue 31). A 409 for a stale version reads the item as it is now, hands it to
 * `current` (its store shows it), and rejects with their values for the form; any other failure is the form's as before.
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
    if (!isApiError(error) || error.status !== 409 || error.problem?.version === undefined) throw error;
    const item = await parts.read();
    parts.current?.(item);
    throw new StaleSaveError({
      values: parts.values(item),
      version: item.version,
      by: error.problem.changed_by?.name ?? null,
    });
  }
}
