import { useSelector } from '@xstate/store-react';
import { type CommentKind, commentTarget } from '../../../shared/comments';
import type { TaskComment } from '../../../shared/planning';
import { useApi, useStore } from '../../app/AppContext';
import { useData } from '../../lib/useData';
import { useItemEditor } from '../../lib/useItemEditor';
import { saveVersioned } from '../../lib/versioned';
import { useWeddingCall } from '../weddings/WeddingContext';
import { commentsOf, commentsStore } from './commentsStore';
import { tasksApi } from './tasksApi';

/** One's own comment: edited in place (from its version: a save someone else's got ahead of is shown), or deleted. */
export function useCommentEditor(kind: CommentKind, comment: TaskComment) {
  const api = useApi(tasksApi);
  const store = useStore(commentsStore);
  const call = useWeddingCall();
  return useItemEditor({
    save: async (v, version) => {
      const updated = (saved: TaskComment) => store.trigger.updated({ comment: saved });
      updated(
        await saveVersioned({
          save: () => call(api.editComment(kind, comment.id, v.text ?? '', version)),
          read: () => call(api.oneComment(kind, comment.id)),
          values: (saved) => ({ text: saved.text }),
          current: updated,
        }),
      );
    },
    remove: () => call(api.deleteComment(kind, comment.id)),
    deleted: () => store.trigger.deleted({ ...commentTarget(comment), id: comment.id }),
  });
}

/** The new comment form's submit: the form machine shows a refusal under its field. */
export function useAddComment(kind: CommentKind, targetId: string) {
  const api = useApi(tasksApi);
  const store = useStore(commentsStore);
  return async (text: string) => store.trigger.added({ comment: await api.addComment(kind, targetId, text) });
}

/** Loads the comments of a task or run-of-show item into the comments store. */
export function useCommentsLoader(weddingId: string, kind: CommentKind, targetId: string) {
  const api = useApi(tasksApi);
  const store = useStore(commentsStore);
  return async (signal: AbortSignal) => {
    const page = await api.comments(kind, targetId, signal);
    store.trigger.seeded({ weddingId, kind, target: targetId, comments: page.results });
    return true;
  };
}

/** The comments of a task or run-of-show item: loaded when it opens, then kept live by the socket. */
export function useComments(weddingId: string, kind: CommentKind, targetId: string) {
  const store = useStore(commentsStore);
  const load = useData(`comments:${kind}:${targetId}`, useCommentsLoader(weddingId, kind, targetId));
  const comments = useSelector(store, (s) => commentsOf(s.context, kind, targetId));
  return { load, comments };
}
