import { ApiError } from '../../../shared/apiError';
import type { Household, HouseholdBody } from '../../../shared/site';
import { useApi, useStore } from '../../app/AppContext';
import { useCallToasts } from '../../lib/callToasts';
import { saveVersioned } from '../../lib/versioned';
import { guestsStore } from '../guests/guestsStore';
import { siteApi } from './siteApi';

const gone = 'This household was removed meanwhile.';

/**
 * A household's save from the version its form shows (issue 31): a 409 reads the household and hands it to the form
 * (merged, or shown beside what was typed). The body is built from the household at the version saved from (after a
 * conflict, the one read then), so a merged save never sends back guests as they were before.
 */
export function useHouseholdSave(weddingId: string) {
  const api = useApi(siteApi);
  const store = useStore(guestsStore);
  const toasts = useCallToasts();
  const read = async (id: string): Promise<Household> => {
    const found = (await api.households(weddingId)).results.find((h) => h.id === id);
    if (!found) throw new ApiError(404, { type: 'about:blank', title: 'Not Found', status: 404, detail: gone });
    return found;
  };
  return async (
    household: Household,
    parts: { body(h: Household): HouseholdBody; values(h: Household): Record<string, string>; done: string },
    version: number | null,
  ) => {
    const base = version !== null && version !== household.version ? await read(household.id) : household;
    const saved = await saveVersioned({
      save: () => api.updateHousehold(household.id, parts.body(base), version),
      read: () => read(household.id),
      values: parts.values,
      current: () => store.trigger.changed(),
    });
    store.trigger.changed();
    toasts.succeeded(parts.done);
    return saved;
  };
}
