import type { TaskComment } from './planning';

/** What a comment is on: a task of the board or an item of the run-of-show. */
export type CommentKind = 'task' | 'weddingDayTask';

/** The task or item a comment is on; exactly one of its two fields is set. */
export function commentTarget(comment: Pick<TaskComment, 'task' | 'wedding_day_task'>): {
  kind: CommentKind;
  target: string;
} {
  return comment.task !== null
    ? { kind: 'task', target: comment.task }
    : { kind: 'weddingDayTask', target: comment.wedding_day_task ?? '' };
}
