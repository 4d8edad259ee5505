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
 * What a failed versioned save rejects with: for a 409 naming a version, the item read as it is now (handed to
 * `current`, for its store) as a StaleSaveError; any other failure as it was.
 */
export async function staleSave<T extends { version: number }>(
  error: unknown,
  parts: { read(): Promise<T>; values(item: T): Record<string, string>; current?(item: T): void },
): Promise<unknown> {
  if (!isApiError(error) || error.status !== 409 || error.problem?.version === undefined) return error;
  const item = await parts.read();
  parts.current?.(item);
  return new StaleSaveError({
    values: parts.values(item),
    version: item.version,
    by: error.problem.changed_by?.name ?? null,
  });
}
