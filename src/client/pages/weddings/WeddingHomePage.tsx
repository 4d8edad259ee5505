import { meetsLevel, standingOf, type Wedding } from '../../../shared/weddings';
import * as css from '../../components/wedding/Wedding.css';
import { useLoadedWedding } from '../../components/wedding/WeddingContext';
import { useWeddingFeed } from '../../mutations/weddingReads';
import { card, muted, stack } from '../../styles/ui.css';

function Posts({ wedding }: { wedding: Wedding }) {
  const feed = useWeddingFeed(wedding);
  return (
    <section className={`${card} ${stack}`} aria-labelledby="posts-title">
      <h2 id="posts-title" className={css.pageTitle}>
        Posts
      </h2>
      {feed.status === 'loading' ? <p className={muted}>Loading posts…</p> : null}
      {feed.status === 'failed' ? <p role="alert">We could not load the posts. Please try again.</p> : null}
      {feed.status === 'ready' && feed.data.count === 0 ? (
        <p className={muted}>No posts yet. News and photos shared by {wedding.name} will appear here.</p>
      ) : null}
    </section>
  );
}

/** /wedding/{slug}: the wedding's page. Followers and members see its posts; others see the header's request. */
export default function WeddingHomePage() {
  const wedding = useLoadedWedding();
  return meetsLevel('follower', standingOf(wedding)) ? <Posts wedding={wedding} /> : null;
}
