import { useCallback } from 'react';
import { meetsLevel, standingOf, type Wedding } from '../../../shared/weddings';
import type { Arrival } from '../../areas/social/postsStore';
import { useComposer, useFeed } from '../../areas/social/social';
import { useLoadedWedding } from '../../areas/weddings/WeddingContext';
import * as css from '../../components/wedding/Wedding.css';
import { stack } from '../../styles/ui.css';
import { Composer } from '../social/Composer';
import { FeedList } from '../social/FeedList';

function Posts({ wedding }: { wedding: Wedding }) {
  const concerns = useCallback((a: Arrival) => a.wedding === wedding.id, [wedding.id]);
  const feed = useFeed(`/api/v1/accounts/${wedding.id}/feed/`, concerns);
  const composer = useComposer(wedding.id, (post) => feed.send({ type: 'post.added', id: post.id }));
  const member = meetsLevel('member', standingOf(wedding));
  return (
    <section className={stack} aria-labelledby="posts-title">
      <h2 id="posts-title" className={css.pageTitle}>
        Posts
      </h2>
      {member ? <Composer composer={composer} label={`Share something with ${wedding.name}’s followers`} /> : null}
      <FeedList feed={feed} empty={`No posts yet. News and photos shared by ${wedding.name} will appear here.`} />
    </section>
  );
}

/** /wedding/{slug}: the wedding's page. Followers and members see its posts; members write them. */
export default function WeddingHomePage() {
  const wedding = useLoadedWedding();
  return meetsLevel('follower', standingOf(wedding)) ? <Posts key={wedding.id} wedding={wedding} /> : null;
}
