import { Link } from 'wouter';
import type { Wedding } from '../../../shared/weddings';
import { useIsLoggedIn } from '../../app/AppContext';
import { useExploreWeddings, useFeed } from '../../areas/social/social';
import { FeedLayout } from '../../layouts/FeedLayout';
import { PublicLayout } from '../../layouts/PublicLayout';
import { formatDate, plural } from '../../lib/format';
import { button, card, muted, page, row, stack } from '../../styles/ui.css';
import { FeedList } from './FeedList';
import * as s from './Social.css';

// Nothing arriving live concerns explore: its posts are everyone's, and a reader asks for more by scrolling.
const noArrivals = () => false;

function WeddingCard({ wedding }: { wedding: Wedding }) {
  return (
    <li className={`${card} ${stack}`}>
      {wedding.site_cover_cache_img ? <img className={s.cover} src={wedding.site_cover_cache_img} alt="" /> : null}
      <Link href={`/wedding/${wedding.slug}`}>{wedding.name}</Link>
      <span className={muted}>
        {formatDate(wedding.date)} · {plural(wedding.followers_count, 'follower')} ·{' '}
        {plural(wedding.posts_count, 'post')}
      </span>
    </li>
  );
}

function PublicWeddings() {
  const weddings = useExploreWeddings();
  return (
    <section className={stack} aria-labelledby="explore-weddings">
      <h2 id="explore-weddings">Wedding pages open to everyone</h2>
      {weddings.status === 'loading' ? <p className={muted}>Loading weddings…</p> : null}
      {weddings.status === 'failed' ? <p role="alert">The weddings could not be loaded.</p> : null}
      {weddings.status === 'ready' && weddings.data.count === 0 ? (
        <p className={muted}>No wedding is open to everyone yet.</p>
      ) : null}
      {weddings.status === 'ready' ? (
        <ul className={s.weddings}>
          {weddings.data.results.map((wedding) => (
            <WeddingCard key={wedding.id} wedding={wedding} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function PublicPosts() {
  const feed = useFeed('/api/v1/explore/posts/', noArrivals);
  return (
    <section className={stack} aria-labelledby="explore-posts">
      <h2 id="explore-posts">Public posts</h2>
      <FeedList feed={feed} empty="No one has shared a public post yet." />
    </section>
  );
}

/** /explore: public wedding pages and public posts, so that a first visit is never empty. */
export default function ExplorePage() {
  const loggedIn = useIsLoggedIn();
  const content = (
    <section className={stack} aria-labelledby="explore-title">
      <h1 id="explore-title">Explore</h1>
      {loggedIn ? null : (
        <p className={row}>
          <span>Follow the weddings you love and share in their day.</span>
          <Link className={button.primary} href="/signup">
            Create free account
          </Link>
        </p>
      )}
      <PublicWeddings />
      <PublicPosts />
    </section>
  );
  if (loggedIn) return <FeedLayout feedMenu>{content}</FeedLayout>;
  return (
    <PublicLayout>
      <main id="main" tabIndex={-1} className={page}>
        {content}
      </main>
    </PublicLayout>
  );
}
