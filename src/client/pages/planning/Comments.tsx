import { useSelector as useActorSelector } from '@xstate/react';
import { editorMode } from '../../../../machines/itemEditorMachine';
import type { CommentKind } from '../../../shared/comments';
import { planningTexts, type TaskComment } from '../../../shared/planning';
import { relativeTime } from '../../../shared/relativeTime';
import { useAddComment, useCommentEditor, useComments } from '../../areas/planning/comments';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { FormShell } from '../../components/form/FormShell';
import { TextAreaField } from '../../components/form/TextAreaField';
import { Renewing } from '../../components/Renewing';
import { useForm } from '../../lib/useForm';
import { useEditorForm } from '../../lib/useItemEditor';
import { button, muted, row } from '../../styles/ui.css';
import * as css from './Planning.css';
import { useMe, usePlanning } from './usePlanning';

type Kind = CommentKind;

function EditComment({ comment, editor }: { comment: TaskComment; editor: ReturnType<typeof useCommentEditor> }) {
  const form = useEditorForm(editor, { text: 'text' }, { text: comment.text }, comment.version);
  return (
    <div className={css.compactForm}>
      <FormShell form={form} submitLabel="Save comment" busyLabel="Saving…">
        <TextAreaField form={form} name="text" label="Edit your comment" rows={2} />
      </FormShell>
      <button type="button" className={button.quiet} onClick={() => editor.send({ type: 'edit.cancelled' })}>
        Cancel
      </button>
    </div>
  );
}

function CommentItem({ comment, kind }: { comment: TaskComment; kind: Kind }) {
  const me = useMe();
  const editor = useCommentEditor(kind, comment);
  const mode = useActorSelector(editor, editorMode);
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
      {mode === 'edit' ? (
        <EditComment comment={comment} editor={editor} />
      ) : (
        <p className={css.commentText}>{comment.text}</p>
      )}
      {mine && mode === 'confirmDelete' ? (
        <ConfirmDelete editor={editor} question="Delete this comment?" confirm="Delete comment" />
      ) : null}
      {mine && mode === 'view' ? (
        <span className={row}>
          <button type="button" className={button.quiet} onClick={() => editor.send({ type: 'edit.started' })}>
            Edit
          </button>
          <button type="button" className={button.quiet} onClick={() => editor.send({ type: 'delete.requested' })}>
            Delete
          </button>
        </span>
      ) : null}
    </li>
  );
}

/** The comments on a task or wedding-day task: loaded when it opens, then kept live by the socket. */
export function Comments({ kind, targetId }: { kind: Kind; targetId: string }) {
  const { wedding } = usePlanning();
  const { load, comments } = useComments(wedding.id, kind, targetId);
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
  const addComment = useAddComment(kind, targetId);
  const form = useForm({ text: 'text' }, async ({ text }) => {
    await addComment(text ?? '');
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
