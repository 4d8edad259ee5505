import { type CommentKind, commentTarget } from '../../shared/comments';
import type { TaskComment } from '../../shared/planning';
import { useApp } from '../app/AppContext';
import { useWeddingCall } from '../components/wedding/WeddingContext';
import { useItemEditor } from './useItemEditor';

/** One's own comment: edited in place, or deleted after the usual question. */
export function useCommentEditor(kind: CommentKind, comment: TaskComment) {
  const { api, stores } = useApp();
  const call = useWeddingCall();
  return useItemEditor({
    save: async (v) =>
      stores.comments.trigger.updated({ comment: await api.tasks.editComment(kind, comment.id, v.text ?? '') }),
    remove: () => call(api.tasks.deleteComment(kind, comment.id)),
    deleted: () => stores.comments.trigger.deleted({ ...commentTarget(comment), id: comment.id }),
  });
}

/** The new comment form's submit: the form machine shows a refusal under its field. */
export function useAddComment(kind: CommentKind, targetId: string) {
  const { api, stores } = useApp();
  return async (text: string) =>
    stores.comments.trigger.added({ comment: await api.tasks.addComment(kind, targetId, text) });
}

/** Loads the comments of a task or run-of-show item into the comments store. */
export function useCommentsLoader(weddingId: string, kind: CommentKind, targetId: string) {
  const { api, stores } = useApp();
  return async (signal: AbortSignal) => {
    const page = await api.tasks.comments(kind, targetId, signal);
    stores.comments.trigger.seeded({ weddingId, kind, target: targetId, comments: page.results });
    return true;
  };
}
