import { Link } from 'wouter';
import { isApiError } from '../../../shared/apiError';
import { useIsLoggedIn } from '../../app/AppContext';
import { usePost, usePostPage } from '../../areas/social/social';
import { PublicLayout } from '../../layouts/PublicLayout';
import { button, card, muted, page, row, stack } from '../../styles/ui.css';
import { PostCard } from './PostCard';

/**
 * Why there is nothing to show. The server answers 404 alike for a post that does not exist and one the reader may
 * not see (a members-only post, a blocked author), so this page cannot and does not tell the two apart.
 */
function Unavailable({ id }: { id: string }) {
  const loggedIn = useIsLoggedIn();
  return (
    <section className={`${card} ${stack}`}>
      <h1>This post is not available</h1>
      <p>It may have been deleted, or it is shared only with people you are not among.</p>
      <p className={row}>
        {loggedIn ? (
          <Link href="/feed" className={button.secondary}>
            Back to your feed
          </Link>
        ) : (
          <Link href={`/login?next=${encodeURIComponent(`/posts/${id}`)}`} className={button.primary}>
            Sign in to see it
          </Link>
        )}
      </p>
    </section>
  );
}

/**
 * /posts/{id}: one post with its photos, likes and comments (open), as the viewer may see it. The post lives in the
 * posts store like a feed's, so likes, comments and edits arrive live; deleting or hiding it here says so in place.
 */
export default function PostPage({ id }: { id: string }) {
  const load = usePostPage(id);
  const post = usePost(id);
  const unavailable = load.status === 'failed' && isApiError(load.error) && load.error.status === 404;
  return (
    <PublicLayout>
      <main id="main" tabIndex={-1} className={`${page} ${stack}`}>
        {unavailable ? (
          <Unavailable id={id} />
        ) : load.status === 'failed' ? (
          <p role="alert">We could not load this post. Check your connection and try again.</p>
        ) : load.status === 'loading' ? (
          <p className={muted}>Loading…</p>
        ) : post ? (
          <>
            <h1>
              {post.wedding ? `${post.author.full_name} on ${post.wedding.name}` : `${post.author.full_name}’s post`}
            </h1>
            <PostCard id={id} openComments />
          </>
        ) : (
          <section className={`${card} ${stack}`}>
            <h1>This post is no longer shown</h1>
            <p>It was deleted, or you hid it or blocked its author.</p>
            <Link href="/feed">Back to your feed</Link>
          </section>
        )}
      </main>
    </PublicLayout>
  );
}
