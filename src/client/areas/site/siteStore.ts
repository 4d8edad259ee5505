import { createStore } from '@xstate/store';
import { part } from '../../app/parts';

/**
 * Bumped when the socket says a wedding's website, logistics or add-ons were saved (here or in another tab or by the
 * other partner): the pages showing them fetch again. An editor keeps its draft; its preview shows the saved site.
 */
export function createSiteStore() {
  return createStore({
    context: { revision: 0, schedule: 0 },
    on: {
      changed: (context) => ({ ...context, revision: context.revision + 1 }),
      // A calendar event or run-of-show item changed: the site's schedule section may have, so the preview refetches.
      scheduleChanged: (context) => ({ ...context, schedule: context.schedule + 1 }),
    },
  });
}

export type SiteStore = ReturnType<typeof createSiteStore>;

/** The store as the app makes it, once, for the first page that asks (app/parts.ts). */
export const siteStore = part('site', () => createSiteStore());
export const selectSiteRevision = (s: ReturnType<SiteStore['getSnapshot']>) => s.context.revision;
export const selectScheduleRevision = (s: ReturnType<SiteStore['getSnapshot']>) => s.context.schedule;
