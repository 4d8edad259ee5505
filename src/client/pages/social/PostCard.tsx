import { useSelector } from '@xstate/react';
import { Heart } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { editorMode } from '../../../../machines/itemEditorMachine';
import { relativeTime } from '../../../shared/relativeTime';
import type { Post } from '../../../shared/socialTypes';
import { useSessionUser } from '../../app/AppContext';
import { usePostEditor } from '../../areas/social/postActions';
import { useLike, usePost } from '../../areas/social/social';
import { Avatar } from '../../components/Avatar/Avatar';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { Disclosure } from '../../components/controls/Disclosure';
import { FormShell } from '../../components/form/FormShell';
import { TextAreaField } from '../../components/form/TextAreaField';
import * as viewerCss from '../../components/PhotoViewer/PhotoViewer.css';
import { plural } from '../../lib/format';
import { useEditorForm } from '../../lib/useItemEditor';
import { button, card, muted, row, srOnly, stack } from '../../styles/ui.css';
import { PostComments } from './PostComments';
import { ReportOrBlock } from './ReportOrBlock';
import { RichText } from './RichText';
import * as s from './Social.css';

export { RichText } from './RichText';

const PhotoViewer = lazy(() => import('../../components/PhotoViewer/PhotoViewer'));
/** Past this many characters or lines a post is cut, with "See more". */
const LONG_POST = 480;
const LONG_POST_LINES = 8;

function LikeButton({ post }: { post: Post }) {
  const { liked, toggle } = useLike(post);
  const count = post.likes_count + (liked === post.liked_by_me ? 0 : liked ? 1 : -1);
  return (
    // One name whether pressed or not (aria-pressed says which); the count is what shows beside the heart.
    <button type="button" className={s.like} aria-pressed={liked} aria-label={`Like · ${count}`} onClick={toggle}>
      <Heart size={20} aria-hidden="true" className={s.heart} />
      {count}
    </button>
  );
}

function likersLine(post: Post): string | null {
  const [first] = post.likers;
  if (!first) return null;
  const others = post.likes_count - 1;
  return others > 0
    ? `${first.full_name} and ${others} ${others === 1 ? 'other' : 'others'} like this`
    : `${first.full_name} likes this`;
}

const commentsLabel = (n: number) => plural(n, 'comment');

function EditPost({ post, editor }: { post: Post; editor: ReturnType<typeof usePostEditor> }) {
  const form = useEditorForm(editor, { text: 'text' }, { text: post.text });
  return (
    <div className={stack}>
      <FormShell form={form} submitLabel="Save post" busyLabel="Saving…">
        <TextAreaField form={form} name="text" label="Edit your post" rows={4} />
      </FormShell>
      <button type="button" className={button.quiet} onClick={() => editor.send({ type: 'edit.cancelled' })}>
        Cancel
      </button>
    </div>
  );
}

function Photos({ post }: { post: Post }) {
  // Which photo the viewer shows, or null while it is closed: what is on screen, nothing more.
  const [open, setOpen] = useState<number | null>(null);
  if (!post.photos.length) return null;
  const photos = post.photos.map((p, i) => ({
    ...p,
    alt: `${i + 1} of ${post.photos.length}, shared by ${post.author.full_name}`,
  }));
  return (
    <div className={s.photos}>
      {photos.map((p, i) => (
        <button
          key={p.id}
          type="button"
          className={viewerCss.opener}
          aria-label={`Open photo ${i + 1} of ${photos.length}`}
          onClick={() => setOpen(i)}
        >
          <img
            className={s.photo}
            src={p.src}
            srcSet={p.srcset}
            sizes="(max-width: 600px) 100vw, 600px"
            width={p.width}
            height={p.height}
            alt={p.alt}
            loading="lazy"
          />
        </button>
      ))}
      {open === null ? null : (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={photos}
            index={open}
            show={setOpen}
            onClose={() => setOpen(null)}
            label={`Photos shared by ${post.author.full_name}`}
          />
        </Suspense>
      )}
    </div>
  );
}

/** A long post shows its first lines and "See more"; the whole text is one press away. */
function PostText({ post }: { post: Post }) {
  const [whole, setWhole] = useState(false);
  const long = post.text.length > LONG_POST || post.text.split('\n').length > LONG_POST_LINES;
  if (!long) return <RichText parts={post.parts} />;
  return (
    <div className={stack}>
      <div className={whole ? undefined : s.cut} data-cut={whole ? undefined : 'true'}>
        <RichText parts={post.parts} />
      </div>
      <button type="button" className={s.seeMore} aria-expanded={whole} onClick={() => setWhole((w) => !w)}>
        {whole ? 'See less' : 'See more'}
      </button>
    </div>
  );
}

/** The author edits and deletes; the couple deletes any post on their page; other readers hide, report or block. */
function PostOptions({ post, editor }: { post: Post; editor: ReturnType<typeof usePostEditor> }) {
  const me = useSessionUser();
  if (!me) return null;
  const mine = post.author.id === me.id;
  return (
    <Disclosure className={s.options} summary="Post options">
      <div className={row}>
        {post.can_edit ? (
          <button type="button" className={button.quiet} onClick={() => editor.send({ type: 'edit.started' })}>
            Edit
          </button>
        ) : null}
        {post.can_delete ? (
          <button type="button" className={button.quiet} onClick={() => editor.send({ type: 'delete.requested' })}>
            Delete
          </button>
        ) : null}
        {mine ? null : <ReportOrBlock kind="post" id={post.id} post={post} author={post.author} />}
      </div>
    </Disclosure>
  );
}

function PostBody({ post, openComments }: { post: Post; openComments: boolean }) {
  const me = useSessionUser();
  const editor = usePostEditor(post);
  const mode = useSelector(editor, editorMode);
  const [commentsOpen, setCommentsOpen] = useState(openComments);
  const likers = likersLine(post);
  return (
    <article className={`${card} ${stack}`} aria-label={`Post by ${post.author.full_name}`} data-post={post.id}>
      <header className={`${row} ${s.postHeader}`}>
        <Avatar user={post.author} decorative />
        <Link href={`/${post.author.slug}`}>{post.author.full_name}</Link>
        {post.wedding ? (
          <span className={muted}>
            on <Link href={`/wedding/${post.wedding.slug}`}>{post.wedding.name}</Link>
          </span>
        ) : null}
        {/* The post's own address (/posts/{id}), which notifications about it open too. */}
        <Link
          href={`/posts/${post.id}`}
          className={muted}
          aria-label={`Open the post (${relativeTime(post.created_at)})`}
        >
          <time dateTime={post.created_at}>{relativeTime(post.created_at)}</time>
        </Link>
        {post.edited_at ? <span className={muted}>(edited)</span> : null}
        {mode === 'view' ? <PostOptions post={post} editor={editor} /> : null}
      </header>
      {mode === 'edit' ? <EditPost post={post} editor={editor} /> : post.text ? <PostText post={post} /> : null}
      {mode === 'confirmDelete' ? (
        <ConfirmDelete editor={editor} question="Delete this post?" confirm="Delete post" />
      ) : null}
      <Photos post={post} />
      <footer className={row}>
        {me ? (
          <LikeButton post={post} />
        ) : (
          <span className={`${muted} ${s.like}`}>
            <Heart size={20} aria-hidden="true" />
            {post.likes_count}
            <span className={srOnly}> {post.likes_count === 1 ? 'like' : 'likes'}</span>
          </span>
        )}
        {me ? (
          <button
            type="button"
            className={button.quiet}
            aria-expanded={commentsOpen}
            onClick={() => setCommentsOpen((open) => !open)}
          >
            {commentsLabel(post.comments_count)}
          </button>
        ) : (
          <span className={muted}>{commentsLabel(post.comments_count)}</span>
        )}
        {likers ? <span className={muted}>{likers}</span> : null}
      </footer>
      {commentsOpen ? <PostComments post={post} /> : null}
    </article>
  );
}

/** A post from the posts store; on its own page (`openComments`) its comments show from the start. */
export function PostCard({ id, openComments = false }: { id: string; openComments?: boolean }) {
  const post = usePost(id);
  return post ? <PostBody post={post} openComments={openComments} /> : null;
}
