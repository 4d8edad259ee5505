import { FeedLayout } from '../layouts/FeedLayout';
import { card, muted, stack } from '../styles/ui.css';

export default function LaunchPage() {
  return (
    <FeedLayout>
      <div className={stack}>
        <section className={card}>
          <h1>Start something</h1>
          <h2>New dashboards</h2>
          <p className={muted}>Wedding dashboards you set up will be listed here.</p>
        </section>
        <section className={card} aria-labelledby="pymk">
          <h2 id="pymk">People you may know</h2>
          <p className={muted}>Indexing — check back soon.</p>
        </section>
      </div>
    </FeedLayout>
  );
}
