import { Link } from 'wouter';
import { isCouple } from '../../../shared/weddings';
import { weddingPath } from '../../components/wedding/format';
import * as css from '../../components/wedding/Wedding.css';
import { useLoadedWedding } from '../../components/wedding/WeddingContext';
import { card, muted, stack } from '../../styles/ui.css';

/** /wedding/{slug}/dashboard: the committee's overview, with the ways into the planning pages. */
export default function DashboardPage() {
  const wedding = useLoadedWedding();
  const path = (rest: string) => weddingPath(wedding.slug, rest);
  const couple = isCouple(wedding);
  return (
    <section className={`${card} ${stack}`} aria-labelledby="dashboard-title">
      <h2 id="dashboard-title" className={css.pageTitle}>
        Dashboard
      </h2>
      <ul className={css.people}>
        <li className={css.person}>
          <Link href={path('people')}>People</Link>
          <span className={muted}>The couple and the committee{couple ? ', and who you have invited' : ''}.</span>
        </li>
        <li className={css.person}>
          <Link href={path('followers')}>Followers</Link>
          <span className={muted}>Who follows {wedding.name}.</span>
        </li>
        {couple ? (
          <li className={css.person}>
            <Link href={path('followers/requests')}>Follow requests</Link>
            <span className={muted}>People waiting for you to let them follow.</span>
          </li>
        ) : null}
        <li className={css.person}>
          <Link href={path('calendar')}>Calendar</Link>
          <span className={muted}>Dates leading up to the day.</span>
        </li>
        <li className={css.person}>
          <Link href={path('tasks')}>Tasks</Link>
          <span className={muted}>The checklist.</span>
        </li>
      </ul>
    </section>
  );
}
