import { createStore } from '@xstate/store';
import type { FollowResult } from '../../../shared/weddings';
import { part } from '../../app/parts';

export interface FollowsContext {
  /** The newest follow change the socket told of, per wedding id: views reload what they show of that wedding. */
  latest: Record<string, FollowResult & { seq: number }>;
  seq: number;
}

const empty = (): FollowsContext => ({ latest: {}, seq: 0 });

/**
 * Follow changes as they arrive (`follows/update`): a follower's "Requested" turns into "Following" without a reload,
 * and the couple's requests and followers lists fetch again. Views key on the change's `seq`, not on its status, so
 * the same status told twice still reloads once each.
 */
export function createFollowsStore() {
  return createStore({
    context: empty(),
    on: {
      changed: (context, event: { follow: FollowResult }) => {
        const seq = context.seq + 1;
        return { seq, latest: { ...context.latest, [event.follow.account]: { ...event.follow, seq } } };
      },
      reset: () => empty(),
    },
  });
}

export type FollowsStore = ReturnType<typeof createFollowsStore>;

/** The store as the app makes it, once, for the first page that asks (app/parts.ts). */
export const followsStore = part('follows', () => createFollowsStore());

/** The `seq` of the newest follow change of one wedding (0 for none yet). */
export const followSeq = (context: FollowsContext, weddingId: string) => context.latest[weddingId]?.seq ?? 0;
