import { Link } from 'wouter';
import { useSessionUser } from '../app/AppContext';
import { FeedLayout } from '../layouts/FeedLayout';
import { card, muted, stack } from '../styles/ui.css';

/** The signed-in home. Posts arrive with the social features; until then it says so plainly. */
export default function FeedPage() {
  const user = useSessionUser();
  return (
    <FeedLayout feedMenu>
      <section className={`${card} ${stack}`} aria-labelledby="feed-title">
        <h1 id="feed-title">Welcome{user ? `, ${user.first_name}` : ''}</h1>
        <p>Your feed is empty for now.</p>
        <p className={muted}>
          When weddings you follow share news, photos and plans, they appear here. Start something of your own or
          explore what others share.
        </p>
        <p>
          <Link href="/launch">Start something</Link> · <Link href="/explore">Explore</Link>
        </p>
      </section>
    </FeedLayout>
  );
}
