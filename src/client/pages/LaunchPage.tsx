import { Link } from 'wouter';
import { FeedLayout } from '../layouts/FeedLayout';
import { button, card, muted, stack } from '../styles/ui.css';

export default function LaunchPage() {
  return (
    <FeedLayout>
      <div className={stack}>
        <section className={card}>
          <h1>Start something</h1>
          <h2>A wedding</h2>
          <p className={muted}>A checklist timed to your date, a calendar, your committee, and a page to share.</p>
          <p>
            <Link className={button.primary} href="/weddings/create">
              Set up a wedding
            </Link>
          </p>
        </section>
        <section className={card} aria-labelledby="pymk">
          <h2 id="pymk">People you may know</h2>
          <p className={muted}>Indexing — check back soon.</p>
        </section>
      </div>
    </FeedLayout>
  );
}
