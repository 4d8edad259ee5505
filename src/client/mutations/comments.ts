import type { TaskComment } from '../../shared/planning';
import { useApp } from '../app/AppContext';
import { useWeddingCall } from '../components/wedding/WeddingContext';
import { useItemEditor } from './useItemEditor';

export type CommentKind = 'task' | 'weddingDayTask';

function useCommentStore(kind: CommentKind) {
  const store = useApp().stores.tasks;
  return {
    added: (comment: TaskComment) =>
      kind === 'task' ? store.trigger.taskCommentAdded({ comment }) : store.trigger.weddingDayCommentAdded({ comment }),
    updated: (comment: TaskComment) =>
      kind === 'task'
        ? store.trigger.taskCommentUpdated({ comment })
        : store.trigger.weddingDayCommentUpdated({ comment }),
    deleted: (comment: TaskComment) =>
      kind === 'task'
        ? store.trigger.taskCommentDeleted({ id: comment.id, task: comment.task ?? '' })
        : store.trigger.weddingDayCommentDeleted({ id: comment.id, wedding_day_task: comment.wedding_day_task ?? '' }),
  };
}

/** One's own comment: edited in place, or deleted after the usual question. */
export function useCommentEditor(kind: CommentKind, comment: TaskComment) {
  const { api } = useApp();
  const call = useWeddingCall();
  const comments = useCommentStore(kind);
  return useItemEditor({
    save: async (v) => comments.updated(await api.tasks.editComment(kind, comment.id, v.text ?? '')),
    remove: () => call(api.tasks.deleteComment(kind, comment.id)),
    deleted: () => comments.deleted(comment),
  });
}

/** The new comment form's submit: the form machine shows a refusal under its field. */
export function useAddComment(kind: CommentKind, targetId: string) {
  const { api } = useApp();
  const comments = useCommentStore(kind);
  return async (text: string) => comments.added(await api.tasks.addComment(kind, targetId, text));
}

/** Loads the comments of a task or run-of-show item into the store. */
export function useCommentsLoader(kind: CommentKind, targetId: string) {
  const { api, stores } = useApp();
  return async (signal: AbortSignal) => {
    const page = await api.tasks.comments(kind, targetId, signal);
    if (kind === 'task') stores.tasks.trigger.seeded({ taskComments: page.results });
    else stores.tasks.trigger.seeded({ weddingDayComments: page.results });
    return true;
  };
}
