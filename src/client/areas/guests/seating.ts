import { useActorRef, useSelector as useActorSelector } from '@xstate/react';
import { useSelector } from '@xstate/store-react';
import { useEffect } from 'react';
import { seatingMachine } from '../../../../machines/seatingMachine';
import { isApiError } from '../../../shared/apiError';
import type { RuleKind, SeatingPlan, TableShape } from '../../../shared/seatingRules';
import { useApi, useStore } from '../../app/AppContext';
import { useCallToasts } from '../../lib/callToasts';
import { plural } from '../../lib/format';
import { useAction } from '../../lib/useAction';
import { useData } from '../../lib/useData';
import { eventExtrasApi } from './eventExtrasApi';
import { guestEventsApi } from './guestEventsApi';
import { guestsStore, selectGuestsRevision } from './guestsStore';

export {
  seatingBroken,
  seatingGuest,
  seatingMode,
  seatingPlanOf,
  seatingRefusal,
} from '../../../../machines/seatingMachine';

const EMPTY: SeatingPlan = { event: { id: '', name: '', account: '' }, tables: [], guests: [], rules: [], seated: {} };

/**
 * One event's seating plan, live: the guest list's events (a decline, the other partner's move) refetch it, and each
 * plan fetched goes to the seating machine, which holds what the page shows and asks the server for each move.
 */
export function useSeating(eventId: string) {
  const api = useApi(guestEventsApi);
  const extras = useApi(eventExtrasApi);
  const store = useStore(guestsStore);
  const toasts = useCallToasts();
  const revision = useSelector(store, selectGuestsRevision);
  const resource = useData(`seating:${eventId}`, () => api.seating(eventId), revision);
  const changed = (message: string) => {
    store.trigger.changed();
    if (message) toasts.succeeded(message);
  };
  const actor = useActorRef(
    seatingMachine.provide({
      actions: {
        requestMove: (_, { guest, table }) => {
          api.seat(eventId, guest, table).then(
            () => changed(''),
            (error: unknown) => {
              actor.send({
                type: 'move.refused',
                message: isApiError(error)
                  ? (Object.values(error.problem?.errors ?? {})[0]?.[0] ?? error.message)
                  : 'The move was not saved.',
              });
              store.trigger.changed();
            },
          );
        },
      },
    }),
    { input: { plan: EMPTY } },
  );
  const loaded = resource.status === 'ready' ? resource.data : null;
  // The machine follows the server: each plan fetched replaces the one on screen.
  useEffect(() => {
    if (loaded) actor.send({ type: 'plan.loaded', plan: loaded });
  }, [actor, loaded]);
  const addTable = useAction(
    (body: { name: string; shape: TableShape; capacity: number; x: number; y: number }) => api.addTable(eventId, body),
    (t) => changed(`${t.name} added.`),
  );
  // A table's place on the plan (hundredths across and down): the other partner's plan follows through the socket.
  const placeTable = useAction(
    ({ id, x, y }: { id: string; x: number; y: number }) => extras.placeTable(id, { x, y }),
    () => changed(''),
  );
  const removeTable = useAction(
    ({ id }: { id: string; name: string }) => api.removeTable(id),
    (_, { name }) => changed(`${name} removed.`),
  );
  const addRule = useAction(
    (body: { kind: RuleKind; guests: string[]; table: string | null }) => api.addRule(eventId, body),
    () => changed('Rule added.'),
  );
  const removeRule = useAction(
    (id: string) => api.removeRule(id),
    () => changed('Rule removed.'),
  );
  const seatForMe = useAction(
    () => api.seatForMe(eventId),
    (r) =>
      changed(
        `Seated ${plural(r.placed, 'guest')}.${r.unplaced.length ? ` ${plural(r.unplaced.length, 'guest')} could not be seated.` : ''}${
          r.unmet.length ? ` ${plural(r.unmet.length, 'rule')} not met.` : ''
        }`,
      ),
  );
  // The PDF (table list, floor plan, place cards) is made by the server; the browser saves it as a file.
  const downloadPdf = useAction(
    async (name: string) => {
      const blob = await extras.seatingPdf(eventId);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `seating-${name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'event'}.pdf`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
    () => {},
  );
  return { resource, loaded, actor, addTable, placeTable, downloadPdf, removeTable, addRule, removeRule, seatForMe };
}
export type Seating = ReturnType<typeof useSeating>;
export { useActorSelector };
