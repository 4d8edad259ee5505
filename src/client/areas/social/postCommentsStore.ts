import { createStore } from '@xstate/store';
import { produce } from 'immer';
import type { PostComment } from '../../../shared/socialTypes';
import { part } from '../../app/parts';

// The comments of every post whose comments are open, oldest first, by post id: seeded by REST when a post's comments
// open, folded with the `posts` stream's comment events so other people's comments appear live. A post whose
// comments were never opened keeps no list (its count comes with the post).

export interface PostCommentsContext {
  byPost: Record<string, PostComment[]>;
}

const NONE: PostComment[] = [];
export const commentsOfPost = (context: PostCommentsContext, post: string) => context.byPost[post] ?? NONE;

export function createPostCommentsStore() {
  return createStore({
    context: { byPost: {} } as PostCommentsContext,
    on: {
      seeded: (context, event: { post: string; comments: PostComment[] }) =>
        produce(context, (draft) => {
          draft.byPost[event.post] = event.comments;
        }),
      /** The author's own answer and the socket's event may both come: the second one replaces the first. */
      added: (context, event: { comment: PostComment }) =>
        produce(context, (draft) => {
          const list = draft.byPost[event.comment.post];
          if (!list) return;
          const at = list.findIndex((c) => c.id === event.comment.id);
          if (at >= 0) list[at] = { ...event.comment, can_edit: list[at]!.can_edit, can_delete: list[at]!.can_delete };
          else list.push(event.comment);
        }),
      updated: (context, event: { comment: PostComment }) =>
        produce(context, (draft) => {
          const list = draft.byPost[event.comment.post];
          const at = list?.findIndex((c) => c.id === event.comment.id) ?? -1;
          if (list && at >= 0) {
            const before = list[at]!;
            list[at] = { ...event.comment, can_edit: before.can_edit, can_delete: before.can_delete };
          }
        }),
      removed: (context, event: { post: string; id: string }) =>
        produce(context, (draft) => {
          const list = draft.byPost[event.post];
          if (list) draft.byPost[event.post] = list.filter((c) => c.id !== event.id);
        }),
      reset: () => ({ byPost: {} }),
    },
  });
}

export type PostCommentsStore = ReturnType<typeof createPostCommentsStore>;

/** The store as the app makes it, once, for the first page that asks (app/parts.ts). */
export const postCommentsStore = part('postComments', () => createPostCommentsStore());
