import { useCallback } from 'react';
import { Link } from 'wouter';
import { useSessionUser } from '../app/AppContext';
import { useComposer, useFeed } from '../areas/social/social';
import { FeedLayout } from '../layouts/FeedLayout';
import { card, muted, stack } from '../styles/ui.css';
import { Composer } from './social/Composer';
import { FeedList } from './social/FeedList';

/** The signed-in home (`me/feed/`): weddings and people the user follows, and their own posts, newest first. */
export default function FeedPage() {
  const user = useSessionUser();
  const everything = useCallback(() => true, []);
  const feed = useFeed('/api/v1/users/me/feed/', everything);
  const composer = useComposer(null, (post) => feed.send({ type: 'post.added', id: post.id }));
  return (
    <FeedLayout feedMenu>
      <section className={stack} aria-labelledby="feed-title">
        <h1 id="feed-title">Welcome{user ? `, ${user.first_name}` : ''}</h1>
        <Composer composer={composer} />
        <FeedList
          feed={feed}
          empty="Your feed is empty for now. Follow a wedding or a friend, and what they share appears here."
        />
        <p className={`${card} ${muted}`}>
          <Link href="/explore">Explore</Link> public weddings and posts.
        </p>
      </section>
    </FeedLayout>
  );
}
