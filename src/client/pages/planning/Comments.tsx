import { useSelector } from '@xstate/store-react';
import { useState } from 'react';
import type { TaskComment } from '../../../shared/planning';
import { planningTexts } from '../../../shared/planning';
import { relativeTime } from '../../../shared/relativeTime';
import { FormShell } from '../../components/form/FormShell';
import { TextAreaField } from '../../components/form/TextAreaField';
import { useForm } from '../../components/form/useForm';
import { useResource } from '../../lib/useResource';
import { button, muted, row } from '../../styles/ui.css';
import * as css from './Planning.css';
import { Renewing } from './Renewing';
import { sameItems, useAct, useMe, usePlanningApi, useTasksStore } from './usePlanning';

type Kind = 'task' | 'weddingDayTask';

function CommentItem({ comment, kind }: { comment: TaskComment; kind: Kind }) {
  const me = useMe();
  const { tasks: api } = usePlanningApi();
  const store = useTasksStore();
  const act = useAct();
  const [editing, setEditing] = useState(false);
  const form = useForm(
    { text: 'text' },
    async ({ text }) => {
      const saved = await api.editComment(kind, comment.id, text ?? '');
      if (kind === 'task') store.trigger.taskCommentUpdated({ comment: saved });
      else store.trigger.weddingDayCommentUpdated({ comment: saved });
      setEditing(false);
    },
    { text: comment.text },
  );
  const remove = async () => {
    const done = await act(api.deleteComment(kind, comment.id).then(() => true));
    if (!done) return;
    if (kind === 'task') store.trigger.taskCommentDeleted({ id: comment.id, task: comment.task ?? '' });
    else store.trigger.weddingDayCommentDeleted({ id: comment.id, wedding_day_task: comment.wedding_day_task ?? '' });
  };
  const mine = comment.author.id === me;
  return (
    <li className={css.comment} aria-label={`Comment by ${comment.author.full_name}`}>
      <div className={css.commentHead}>
        <strong>{comment.author.full_name}</strong>
        <time className={muted} dateTime={comment.created_at}>
          {relativeTime(comment.created_at)}
        </time>
        {comment.edited ? <span className={muted}>(edited)</span> : null}
      </div>
      {editing ? (
        <div className={css.compactForm}>
          <FormShell form={form} submitLabel="Save comment" busyLabel="Saving…">
            <TextAreaField form={form} name="text" label="Edit your comment" rows={2} />
          </FormShell>
          <button type="button" className={button.quiet} onClick={() => setEditing(false)}>
            Cancel
          </button>
        </div>
      ) : (
        <p className={css.commentText}>{comment.text}</p>
      )}
      {mine && !editing ? (
        <span className={row}>
          <button type="button" className={button.quiet} onClick={() => setEditing(true)}>
            Edit
          </button>
          <button type="button" className={button.quiet} onClick={() => void remove()}>
            Delete
          </button>
        </span>
      ) : null}
    </li>
  );
}

/** The comments on a task or wedding-day task: loaded when it opens, then kept live by the socket. */
export function Comments({ kind, targetId }: { kind: Kind; targetId: string }) {
  const { tasks: api } = usePlanningApi();
  const store = useTasksStore();
  const field = kind === 'task' ? 'task' : 'wedding_day_task';
  const load = useResource(`comments:${kind}:${targetId}`, async (signal) => {
    const page = await api.comments(kind, targetId, signal);
    if (kind === 'task') store.trigger.seeded({ taskComments: page.results });
    else store.trigger.seeded({ weddingDayComments: page.results });
    return true;
  });
  const comments = useSelector(
    store,
    (s) =>
      (kind === 'task' ? s.context.taskComments : s.context.weddingDayComments).filter((c) => c[field] === targetId),
    sameItems,
  ) as TaskComment[];
  return (
    <section className={css.group} aria-label="Comments">
      <h3 className={css.groupTitle}>Comments</h3>
      {load.status === 'loading' ? <p className={muted}>Loading comments…</p> : null}
      {load.status === 'failed' ? <p role="alert">Comments could not be loaded.</p> : null}
      {load.status === 'ready' && !comments.length ? <p className={muted}>{planningTexts.noComments}</p> : null}
      <ul className={css.comments}>
        {comments.map((comment) => (
          <CommentItem key={comment.id} comment={comment} kind={kind} />
        ))}
      </ul>
      <Renewing>{(renew) => <NewComment kind={kind} targetId={targetId} onAdded={renew} />}</Renewing>
    </section>
  );
}

function NewComment({ kind, targetId, onAdded }: { kind: Kind; targetId: string; onAdded(): void }) {
  const { tasks: api } = usePlanningApi();
  const store = useTasksStore();
  const form = useForm({ text: 'text' }, async ({ text }) => {
    const comment = await api.addComment(kind, targetId, text ?? '');
    if (kind === 'task') store.trigger.taskCommentAdded({ comment });
    else store.trigger.weddingDayCommentAdded({ comment });
    onAdded();
  });
  return (
    <div className={css.compactForm}>
      <FormShell form={form} submitLabel="Comment" busyLabel="Sending…">
        <TextAreaField form={form} name="text" label="Add a comment" rows={2} />
      </FormShell>
    </div>
  );
}
