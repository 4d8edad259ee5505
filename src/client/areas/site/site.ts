import { useSelector } from '@xstate/store-react';
import { useRef, useState } from 'react';
import { isApiError } from '../../../shared/apiError';
import type { HouseholdBody, ImportPreview, SiteSection, Website, WebsiteUpdateBody } from '../../../shared/site';
import type { Wedding } from '../../../shared/weddings';
import { useApi, useStore } from '../../app/AppContext';
import { useCallToasts } from '../../lib/callToasts';
import { plural } from '../../lib/format';
import { useAction } from '../../lib/useAction';
import { useData } from '../../lib/useData';
import { guestsStore, selectGuestsRevision, selectHouseholds, selectRsvpSummary } from '../guests/guestsStore';
import { useWeddingCall } from '../weddings/WeddingContext';
import { siteApi } from './siteApi';
import { selectScheduleRevision, selectSiteRevision, siteStore } from './siteStore';

// The website, logistics, add-ons and guest list: what each page loads, and each save as an action actor (one busy
// state, one toast on failure). Pages render these; they never call the API themselves.

/** /website, /website/editor, /websites: the site's settings, and saving any part of them. */
export function useWebsite(wedding: Wedding) {
  const api = useApi(siteApi);
  const store = useStore(siteStore);
  const call = useWeddingCall();
  const toasts = useCallToasts();
  const live = useSelector(store, selectSiteRevision);
  const resource = useData(`website:${wedding.id}`, () => call(api.website(wedding.id)), live);
  // The last answer of a save is newer than what the page loaded.
  const [saved, setSaved] = useState<Website | null>(null);
  const save = useAction(
    (body: WebsiteUpdateBody & { done?: string }) => {
      const { done: _message, ...rest } = body;
      return call(api.updateWebsite(wedding.id, rest));
    },
    (site, input) => {
      setSaved(site);
      toasts.succeeded(input.done ?? 'Your website is saved.');
    },
  );
  /** The editor's save as you type (issue 31): no toast each time, the form says "Saving… / Saved". */
  const saveSections = async (sections: SiteSection[]) =>
    setSaved(await call(api.updateWebsite(wedding.id, { sections })));
  // A refetch keeps showing the last site (an editor's draft stays mounted); the newest of the two answers wins.
  const fetched = useRef<Website | null>(null);
  if (resource.status === 'ready') fetched.current = resource.data;
  const site = newest(saved, fetched.current);
  return { resource, site, save, saveSections };
}
export type WebsiteSave = ReturnType<typeof useWebsite>['save'];
export type SaveSections = ReturnType<typeof useWebsite>['saveSections'];

const newest = (a: Website | null, b: Website | null) => (!a ? b : !b ? a : a.updated_at >= b.updated_at ? a : b);

/**
 * The editor's preview: the server's own rendering of the site, fetched again after each save, and after each change
 * to the calendar's events or the run-of-show (whose items marked "Show on website" make its schedule).
 */
export function useSitePreview(wedding: Wedding, revision: string) {
  const api = useApi(siteApi);
  const store = useStore(siteStore);
  const schedule = useSelector(store, selectScheduleRevision);
  return useData(`preview:${wedding.id}`, () => api.preview(wedding.id), `${revision}:${schedule}`);
}

/** The RSVP counts of a wedding, live: the socket's guest events refetch them. A dashboard card can use this. */
export function useRsvpSummary(weddingId: string) {
  const api = useApi(siteApi);
  const store = useStore(guestsStore);
  const revision = useSelector(store, selectGuestsRevision);
  const resource = useData(
    `rsvp-summary:${weddingId}`,
    async () => {
      const summary = await api.rsvpSummary(weddingId);
      store.trigger.summarySeeded({ summary });
      return summary;
    },
    revision,
  );
  const summary = useSelector(store, selectRsvpSummary(weddingId));
  return { summary, failed: resource.status === 'failed' };
}

/** The couple's guest list in households, live, with every change to it. */
export function useGuestList(weddingId: string) {
  const api = useApi(siteApi);
  const store = useStore(guestsStore);
  const toasts = useCallToasts();
  const revision = useSelector(store, selectGuestsRevision);
  const resource = useData(
    `households:${weddingId}`,
    async () => {
      const page = await api.households(weddingId);
      store.trigger.householdsSeeded({ weddingId, households: page.results });
      return page;
    },
    revision,
  );
  const households = useSelector(store, selectHouseholds(weddingId));
  const changed = (message: string) => {
    store.trigger.changed();
    toasts.succeeded(message);
  };
  // Households and guests are edited in item editors and forms, which wait for the answer and show a refusal under
  // the fields; so these are plain calls, and only success moves the list.
  const create = (body: HouseholdBody) =>
    api.createHousehold(weddingId, body).then((h) => {
      changed(`${h.name} added.`);
      return h;
    });
  const update = (id: string, body: HouseholdBody, done: string) =>
    api.updateHousehold(id, body).then((h) => {
      changed(done);
      return h;
    });
  /** For the household's item editor, which asks first (ConfirmDelete) and then runs this. */
  const remove = {
    run: (id: string) => api.deleteHousehold(id),
    done: () => changed('Household removed.'),
  };
  // A refused CSV is an answer to show (row by row), not a failure to toast.
  const [imported, setImported] = useState<ImportOutcome | null>(null);
  const importCsv = useAction(
    ({ csv, dryRun }: { csv: string; dryRun: boolean }): Promise<ImportOutcome> =>
      api.importGuests(weddingId, csv, dryRun).then(
        (result) => ({ result, errors: [] }),
        (error: unknown) => {
          if (isApiError(error) && error.status === 400) {
            return { result: null, errors: error.problem?.errors?.csv ?? [error.message] };
          }
          throw error;
        },
      ),
    (outcome) => {
      setImported(outcome);
      if (outcome.result?.imported) {
        changed(
          `Imported ${plural(outcome.result.guests, 'guest')} in ${plural(outcome.result.households, 'household')}.`,
        );
      }
    },
  );
  const exportCsv = () => api.exportGuests(weddingId);
  return { resource, households, create, update, remove, importCsv, imported, exportCsv };
}

export interface ImportOutcome {
  result: ImportPreview | null;
  errors: string[];
}
