import { useSelector } from '@xstate/store-react';
import { useState } from 'react';
import { type CommentKind, commentTarget } from '../../../shared/comments';
import { planningTexts, type TaskComment } from '../../../shared/planning';
import { relativeTime } from '../../../shared/relativeTime';
import { FormShell } from '../../components/form/FormShell';
import { TextAreaField } from '../../components/form/TextAreaField';
import { useForm } from '../../components/form/useForm';
import { useResource } from '../../lib/useResource';
import { commentsOf } from '../../stores/commentsStore';
import { button, muted, row } from '../../styles/ui.css';
import * as css from './Planning.css';
import { Renewing } from './Renewing';
import { useAct, useCommentsStore, useMe, usePlanning, usePlanningApi } from './usePlanning';

function CommentItem({ comment, kind }: { comment: TaskComment; kind: CommentKind }) {
  const me = useMe();
  const { tasks: api } = usePlanningApi();
  const store = useCommentsStore();
  const act = useAct();
  const [editing, setEditing] = useState(false);
  const form = useForm(
    { text: 'text' },
    async ({ text }) => {
      store.trigger.updated({ comment: await api.editComment(kind, comment.id, text ?? '') });
      setEditing(false);
    },
    { text: comment.text },
  );
  const remove = async () => {
    const done = await act(api.deleteComment(kind, comment.id).then(() => true));
    if (done) store.trigger.deleted({ ...commentTarget(comment), id: comment.id });
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
export function Comments({ kind, targetId }: { kind: CommentKind; targetId: string }) {
  const { wedding } = usePlanning();
  const { tasks: api } = usePlanningApi();
  const store = useCommentsStore();
  const load = useResource(`comments:${kind}:${targetId}`, async (signal) => {
    const page = await api.comments(kind, targetId, signal);
    store.trigger.seeded({ weddingId: wedding.id, kind, target: targetId, comments: page.results });
    return true;
  });
  const comments = useSelector(store, (s) => commentsOf(s.context, kind, targetId));
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

function NewComment({ kind, targetId, onAdded }: { kind: CommentKind; targetId: string; onAdded(): void }) {
  const { tasks: api } = usePlanningApi();
  const store = useCommentsStore();
  const form = useForm({ text: 'text' }, async ({ text }) => {
    store.trigger.added({ comment: await api.addComment(kind, targetId, text ?? '') });
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
