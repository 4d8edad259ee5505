import { createStore } from '@xstate/store';
import { produce } from 'immer';
import type { WeddingEvent } from '../../../shared/planning';
import { part } from '../../app/parts';
import { removeById, upsertAt } from '../../app/storeItems';
import { emptyScope, ofThisWedding, type PlanningScope, scopeTransitions, seededFor } from './planningScope';

export interface CalendarContext extends PlanningScope {
  /** The wedding calendar's own events, of every range fetched so far. */
  events: WeddingEvent[];
}

const empty = (): CalendarContext => ({ ...emptyScope(), events: [] });

/** The open wedding's calendar events: seeded by REST, folded with socket events. */
export function createCalendarStore(initial: Partial<CalendarContext> = {}) {
  return createStore({
    context: { ...empty(), ...initial },
    on: {
      seeded: (context, event: { weddingId: string; events: WeddingEvent[] }) =>
        seededFor(context, empty, event.weddingId, { events: event.events }),
      saved: (context, event: { event: WeddingEvent }) =>
        ofThisWedding(context, event.event.account)
          ? produce(context, (draft) => upsertAt(draft.events, event.event))
          : context,
      deleted: (context, event: { id: string }) => produce(context, (draft) => removeById(draft.events, event.id)),
      ...scopeTransitions,
      reset: () => empty(),
    },
  });
}

export type CalendarStore = ReturnType<typeof createCalendarStore>;

/** The store as the app makes it, once, for the first page that asks (app/parts.ts). */
export const calendarStore = part('calendar', () => createCalendarStore());
