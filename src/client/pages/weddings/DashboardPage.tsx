import { useLoadedWedding } from '../../areas/weddings/WeddingContext';
import { useBoardLoad } from '../planning/usePlanning';
import { DASHBOARD_CARDS } from './dashboard/cards';
import * as css from './dashboard/Dashboard.css';

/** /wedding/{slug}/dashboard: the members' overview, one card per concern (see `DASHBOARD_CARDS`). */
export default function DashboardPage() {
  const wedding = useLoadedWedding();
  // The board is seeded once here for every card that reads it; the socket keeps it current.
  const board = useBoardLoad(wedding);
  return (
    <section aria-labelledby="dashboard-title" className={css.page}>
      <h2 id="dashboard-title">Dashboard</h2>
      {board.status === 'failed' ? <p role="alert">We could not load the tasks. Please try again.</p> : null}
      <div className={css.cards}>
        {DASHBOARD_CARDS.filter((c) => c.shows(wedding)).map(({ id, Card }) => (
          <Card key={id} wedding={wedding} />
        ))}
      </div>
    </section>
  );
}
