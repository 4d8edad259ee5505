import { createStore } from '@xstate/store';
import { produce } from 'immer';
import type { WeddingDayTask } from '../../../shared/planning';
import type { Placement } from '../../../shared/realtime';
import { part } from '../../app/parts';
import { removeById, replaceById, upsertAt } from '../../app/storeItems';
import { countComment } from './board';
import { emptyScope, type PlanningScope, scopeTransitions, seededFor } from './planningScope';

export interface RunOfShowContext extends PlanningScope {
  /** The wedding day's items, in running order. */
  items: WeddingDayTask[];
}

const empty = (): RunOfShowContext => ({ ...emptyScope(), items: [] });

/** The run-of-show of the open wedding: seeded by REST, folded with socket events. */
export function createRunOfShowStore(initial: Partial<RunOfShowContext> = {}) {
  return createStore({
    context: { ...empty(), ...initial },
    on: {
      seeded: (context, event: { weddingId: string; items: WeddingDayTask[] }) =>
        seededFor(context, empty, event.weddingId, { items: event.items }),
      // The server places a new item where its time belongs, and says where in its position.
      created: (context, event: { item: WeddingDayTask }) =>
        produce(context, (draft) => upsertAt(draft.items, event.item, event.item.position)),
      // The new order names each item by id alone: known items keep their other fields, in the order given.
      reordered: (context, event: { order: Placement[] }) => {
        const known = new Map(context.items.map((item) => [item.id, item]));
        const items = event.order.flatMap(({ id, position }) => {
          const item = known.get(id);
          return item ? [item.position === position ? item : { ...item, position }] : [];
        });
        return { ...context, items };
      },
      // A new time may have moved the item (the server keeps the day in time order): it goes to its position.
      updated: (context, event: { item: WeddingDayTask }) =>
        produce(context, (draft) => {
          const at = draft.items.findIndex((item) => item.id === event.item.id);
          if (at < 0 || at === event.item.position) return replaceById(draft.items, event.item);
          draft.items.splice(at, 1);
          upsertAt(draft.items, event.item, event.item.position);
        }),
      deleted: (context, event: { id: string }) => produce(context, (draft) => removeById(draft.items, event.id)),
      /** A comment on an item was added (1) or removed (-1). */
      commentCounted: (context, event: { id: string; delta: number }) => ({
        ...context,
        items: countComment(context.items, event.id, event.delta),
      }),
      ...scopeTransitions,
      reset: () => empty(),
    },
  });
}

export type RunOfShowStore = ReturnType<typeof createRunOfShowStore>;

/** The store as the app makes it, once, for the first page that asks (app/parts.ts). */
export const runOfShowStore = part('runOfShow', () => createRunOfShowStore());
