import { useSelector as useActorSelector } from '@xstate/react';
import { Link } from 'wouter';
import { editorMode } from '../../../../machines/itemEditorMachine';
import { relativeTime } from '../../../shared/relativeTime';
import type { Post, PostComment } from '../../../shared/socialTypes';
import { useSessionUser } from '../../app/AppContext';
import { useAddPostComment, usePostCommentEditor, usePostComments } from '../../areas/social/postActions';
import { Avatar } from '../../components/Avatar/Avatar';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { FormShell } from '../../components/form/FormShell';
import { TextAreaField } from '../../components/form/TextAreaField';
import { Renewing } from '../../components/Renewing';
import { useForm } from '../../lib/useForm';
import { useEditorForm } from '../../lib/useItemEditor';
import { button, muted, row, stack } from '../../styles/ui.css';
import { ReportOrBlock } from './ReportOrBlock';
import { RichText } from './RichText';
import * as s from './Social.css';

function EditComment({ comment, editor }: { comment: PostComment; editor: ReturnType<typeof usePostCommentEditor> }) {
  const form = useEditorForm(editor, { text: 'text' }, { text: comment.text });
  return (
    <div className={stack}>
      <FormShell form={form} submitLabel="Save comment" busyLabel="Saving…">
        <TextAreaField form={form} name="text" label="Edit your comment" rows={2} />
      </FormShell>
      <button type="button" className={button.quiet} onClick={() => editor.send({ type: 'edit.cancelled' })}>
        Cancel
      </button>
    </div>
  );
}

/** One comment: its author edits or deletes it; the post's author and the couple delete it; others hide or report. */
function CommentItem({ comment, post }: { comment: PostComment; post: Post }) {
  const me = useSessionUser();
  const editor = usePostCommentEditor(comment);
  const mode = useActorSelector(editor, editorMode);
  const mine = comment.author.id === me?.id;
  // The socket's copy of a comment carries no viewer; who may remove it follows from the post (its author, the couple).
  const mayDelete = mine || post.can_delete;
  return (
    <li className={s.comment} aria-label={`Comment by ${comment.author.full_name}`}>
      <div className={row}>
        <Avatar user={comment.author} size="small" decorative />
        <Link href={`/${comment.author.slug}`}>{comment.author.full_name}</Link>
        <time className={muted} dateTime={comment.created_at}>
          {relativeTime(comment.created_at)}
        </time>
        {comment.edited_at ? <span className={muted}>(edited)</span> : null}
      </div>
      {mode === 'edit' ? <EditComment comment={comment} editor={editor} /> : <RichText parts={comment.parts} />}
      {mode === 'confirmDelete' ? (
        <ConfirmDelete editor={editor} question="Delete this comment?" confirm="Delete comment" />
      ) : null}
      {mode === 'view' && me ? (
        <div className={row}>
          {mine ? (
            <button type="button" className={button.quiet} onClick={() => editor.send({ type: 'edit.started' })}>
              Edit
            </button>
          ) : null}
          {mayDelete ? (
            <button type="button" className={button.quiet} onClick={() => editor.send({ type: 'delete.requested' })}>
              Delete
            </button>
          ) : null}
          {mine ? null : <ReportOrBlock kind="comment" id={comment.id} post={post} author={comment.author} />}
        </div>
      ) : null}
    </li>
  );
}

function NewComment({ postId, onAdded }: { postId: string; onAdded(): void }) {
  const add = useAddPostComment(postId);
  const form = useForm({ text: 'text' }, async ({ text }) => {
    await add(text ?? '');
    onAdded();
  });
  return (
    <FormShell form={form} submitLabel="Comment" busyLabel="Sending…">
      <TextAreaField form={form} name="text" label="Add a comment" rows={2} />
    </FormShell>
  );
}

/** A post's comments, loaded when opened and kept live by the `posts` stream; signed-in readers add their own. */
export function PostComments({ post }: { post: Post }) {
  const me = useSessionUser();
  const { load, comments } = usePostComments(post.id);
  return (
    <section className={stack} aria-label="Comments">
      {load.status === 'loading' ? <p className={muted}>Loading comments…</p> : null}
      {load.status === 'failed' ? <p role="alert">The comments could not be loaded.</p> : null}
      {load.status === 'ready' && !comments.length ? <p className={muted}>No comments yet. Be the first.</p> : null}
      <ul className={s.comments}>
        {comments.map((comment) => (
          <CommentItem key={comment.id} comment={comment} post={post} />
        ))}
      </ul>
      {me ? <Renewing>{(renew) => <NewComment postId={post.id} onAdded={renew} />}</Renewing> : null}
    </section>
  );
}
