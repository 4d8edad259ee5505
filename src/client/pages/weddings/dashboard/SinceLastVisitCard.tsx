import { Link } from 'wouter';
import { sinceGroupText } from '../../../../shared/history';
import type { Wedding } from '../../../../shared/weddings';
import { useSinceLastVisit } from '../../../areas/history/history';
import { weddingPath } from '../../../lib/format';
import { card, muted, stack } from '../../../styles/ui.css';

const since = (iso: string) => {
  const then = new Date(iso);
  const days = (Date.now() - then.getTime()) / 86_400_000;
  // Within a week a weekday says it ("since Tuesday"); further back, the date.
  return days < 6
    ? then.toLocaleDateString(undefined, { weekday: 'long' })
    : then.toLocaleDateString(undefined, { month: 'long', day: 'numeric' });
};

/** "12 changes since Tuesday: 3 tasks done, 2 RSVPs, the budget": what others changed since this member's last visit. */
export function SinceLastVisitCard({ wedding }: { wedding: Wedding }) {
  const visit = useSinceLastVisit(wedding);
  return (
    <section className={`${card} ${stack}`} aria-labelledby="since-card-title">
      <h3 id="since-card-title">Since your last visit</h3>
      {visit.status === 'failed' ? <p role="alert">We could not load what changed.</p> : null}
      {visit.status === 'ready' ? (
        visit.data.count ? (
          <>
            <p data-testid="since-last-visit">
              {visit.data.count} {visit.data.count === 1 ? 'change' : 'changes'} since {since(visit.data.since)}:{' '}
              {visit.data.groups.map(sinceGroupText).join(', ')}
            </p>
            <ul className={muted}>
              {visit.data.groups.map((g) => (
                <li key={g.area}>
                  {sinceGroupText(g)}
                  {g.labels.length ? `: ${g.labels.map((l) => `“${l}”`).join(', ')}` : ''}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className={muted}>Nothing new since your last visit.</p>
        )
      ) : null}
      <Link href={weddingPath(wedding.slug, 'activity')}>See what changed</Link>
    </section>
  );
}
