// What every planning list store shares: which wedding its lists belong to, and whether they must be fetched again.

export interface PlanningScope {
  /** The wedding these lists belong to: events about the user's other weddings are not folded in. */
  weddingId: string | null;
  /** Resyncs so far: the history this client needed was gone, so what it shows is fetched again (views key on it). */
  resyncs: number;
  /** This session's socket has been ready once: what is fetched from now on cannot miss an event. */
  live: boolean;
}

export const emptyScope = (): PlanningScope => ({ weddingId: null, resyncs: 0, live: false });

/** Whether something of wedding `account` belongs to the lists on show. */
export const ofThisWedding = (scope: PlanningScope, account: string) =>
  scope.weddingId === null || scope.weddingId === account;

/**
 * The context seeded for `weddingId`: another wedding's lists are dropped first (back to `empty`, keeping the scope's
 * counters), so one wedding's lists never show under another's name.
 */
export function seededFor<C extends PlanningScope>(
  context: C,
  empty: () => C,
  weddingId: string,
  lists: Partial<C>,
): C {
  const base = context.weddingId === weddingId ? context : { ...empty(), resyncs: context.resyncs, live: context.live };
  return { ...base, ...lists, weddingId };
}

/** The handlers of the socket's control messages, the same in every planning store. */
export const scopeTransitions = {
  resynced: <C extends PlanningScope>(context: C): C => ({ ...context, resyncs: context.resyncs + 1 }),
  // Lists fetched before the session's first `ready` may lack an event committed before the socket joined.
  socketReady: <C extends PlanningScope>(context: C): C =>
    context.live
      ? context
      : { ...context, live: true, resyncs: context.resyncs + (context.weddingId !== null ? 1 : 0) },
};
