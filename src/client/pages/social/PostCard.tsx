import { Link } from 'wouter';
import { relativeTime } from '../../../shared/relativeTime';
import type { Post, TextPart } from '../../../shared/socialTypes';
import { useLike, usePost } from '../../mutations/social';
import { button, card, muted, row, stack } from '../../styles/ui.css';
import * as s from './Social.css';

/** Text as elements: only the server's http(s) links become links; nothing in the text is markup. */
export function RichText({ parts }: { parts: TextPart[] }) {
  return (
    <p className={s.postText}>
      {parts.map((part, i) =>
        part.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : part.kind === 'mention' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
          <Link key={i} href={`/${part.slug}`}>
            {part.text}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}

function LikeButton({ post }: { post: Post }) {
  const { liked, toggle } = useLike(post);
  const count = post.likes_count + (liked === post.liked_by_me ? 0 : liked ? 1 : -1);
  return (
    <button type="button" className={button.quiet} aria-pressed={liked} onClick={toggle}>
      {liked ? 'Liked' : 'Like'} · {count}
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

export function PostCard({ id }: { id: string }) {
  const post = usePost(id);
  if (!post) return null;
  const likers = likersLine(post);
  return (
    <article className={`${card} ${stack}`} aria-label={`Post by ${post.author.full_name}`} data-post={post.id}>
      <header className={row}>
        <Link href={`/${post.author.slug}`}>{post.author.full_name}</Link>
        {post.wedding ? (
          <span className={muted}>
            on <Link href={`/wedding/${post.wedding.slug}`}>{post.wedding.name}</Link>
          </span>
        ) : null}
        <time className={muted} dateTime={post.created_at}>
          {relativeTime(post.created_at)}
        </time>
      </header>
      {post.text ? <RichText parts={post.parts} /> : null}
      {post.photos.length ? (
        <div className={s.photos}>
          {post.photos.map((p) => (
            <img
              key={p.id}
              className={s.photo}
              src={p.src}
              srcSet={p.srcset}
              sizes="(max-width: 600px) 100vw, 600px"
              width={p.width}
              height={p.height}
              alt=""
              loading="lazy"
            />
          ))}
        </div>
      ) : null}
      <footer className={row}>
        <LikeButton post={post} />
        <span className={muted}>
          {post.comments_count} {post.comments_count === 1 ? 'comment' : 'comments'}
        </span>
        {likers ? <span className={muted}>{likers}</span> : null}
      </footer>
    </article>
  );
}
