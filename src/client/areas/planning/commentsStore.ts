import { createStore } from '@xstate/store';
import { produce } from 'immer';
import { type CommentKind, commentTarget } from '../../../shared/comments';
import type { TaskComment } from '../../../shared/planning';
import { part } from '../../app/parts';
import { removeById, replaceById, upsertAt } from '../../app/storeItems';
import type { BoardStore } from './boardStore';
import { emptyScope, type PlanningScope, scopeTransitions, seededFor } from './planningScope';
import type { RunOfShowStore } from './runOfShowStore';

/** One list per thing commented on: `task:{id}` or `weddingDayTask:{id}`. */
export const commentsKey = (kind: CommentKind, target: string) => `${kind}:${target}`;

export interface CommentsContext extends PlanningScope {
  /** The comments of each task or item heard of, oldest first, by `commentsKey`. */
  byTarget: Record<string, TaskComment[]>;
  /** Comments this client has seen go: hearing of a deletion again counts nothing down a second time. */
  removed: Record<string, true>;
}

/** A comment appeared (1) or went (-1) on a task or item: its owner's store keeps the count (`commentsStore` wires it). */
export interface CommentCount {
  kind: CommentKind;
  target: string;
  delta: number;
}

type CommentsEvents = {
  seeded: { weddingId: string; kind: CommentKind; target: string; comments: TaskComment[] };
  added: { comment: TaskComment };
  updated: { comment: TaskComment };
  deleted: { kind: CommentKind; target: string; id: string };
  resynced: null;
  socketReady: null;
  reset: null;
};

const empty = (): CommentsContext => ({ ...emptyScope(), byTarget: {}, removed: {} });

const NO_COMMENTS: TaskComment[] = [];

/** The comments of one task or item, as a view shows them. */
export const commentsOf = (context: CommentsContext, kind: CommentKind, target: string) =>
  context.byTarget[commentsKey(kind, target)] ?? NO_COMMENTS;

/**
 * The comments of the open wedding's tasks and run-of-show items, one set of events for both kinds: seeded by REST per
 * task, folded with socket events. A comment heard of twice (the author's own answer, then the socket) counts once.
 */
export function createCommentsStore(counted: (count: CommentCount) => void, initial: Partial<CommentsContext> = {}) {
  // The events are spelt out: with `enq` in the handlers the store cannot infer them.
  return createStore<CommentsContext, CommentsEvents>({
    context: { ...empty(), ...initial },
    on: {
      seeded: (context, event) =>
        seededFor(context, empty, event.weddingId, {
          byTarget: { ...context.byTarget, [commentsKey(event.kind, event.target)]: event.comments },
        }),
      added: (context, event, enq) => {
        const { kind, target } = commentTarget(event.comment);
        const key = commentsKey(kind, target);
        const known = context.byTarget[key]?.some((c) => c.id === event.comment.id) ?? false;
        if (!known && !context.removed[event.comment.id]) enq.effect(() => counted({ kind, target, delta: 1 }));
        return produce(context, (draft) => {
          draft.byTarget[key] ??= [];
          upsertAt(draft.byTarget[key], event.comment);
        });
      },
      updated: (context, event) => {
        const { kind, target } = commentTarget(event.comment);
        const key = commentsKey(kind, target);
        if (!context.byTarget[key]) return context;
        return produce(context, (draft) => replaceById(draft.byTarget[key] ?? [], event.comment));
      },
      // Counted down once: the author's own client removes it at once, and then hears of it again.
      deleted: (context, event, enq) => {
        if (context.removed[event.id]) return context;
        enq.effect(() => counted({ kind: event.kind, target: event.target, delta: -1 }));
        return produce(context, (draft) => {
          draft.removed[event.id] = true;
          const list = draft.byTarget[commentsKey(event.kind, event.target)];
          if (list) removeById(list, event.id);
        });
      },
      ...scopeTransitions,
      reset: () => empty(),
    },
  });
}

export type CommentsStore = ReturnType<typeof createCommentsStore>;

/** The stores a comment's count shows in, if made: the board's task or the run-of-show's item. */
interface CountedIn {
  board?: Pick<BoardStore, 'trigger'>;
  runOfShow?: Pick<RunOfShowStore, 'trigger'>;
}

/** The store as the app makes it (app/parts.ts): a count goes to the task's or item's store if that one is made. */
export const commentsStore = part('comments', (made: CountedIn) =>
  createCommentsStore(({ kind, target, delta }) => {
    if (kind === 'task') made.board?.trigger.commentCounted({ id: target, delta });
    else made.runOfShow?.trigger.commentCounted({ id: target, delta });
  }),
);
