import { useRsvpSummary } from '../../areas/site/site';
import { card, muted, stack } from '../../styles/ui.css';
import * as css from './Site.css';

/** The RSVP counts of a wedding, live as answers arrive; the guest list shows it, and a dashboard card can too. */
export function RsvpSummaryCard({ weddingId, detailed = false }: { weddingId: string; detailed?: boolean }) {
  const { summary } = useRsvpSummary(weddingId);
  if (!summary) return null;
  const counts = [
    ['Invited', summary.invited],
    ['Attending', summary.attending],
    ['Declined', summary.declined],
    ['Awaiting', summary.awaiting],
  ] as const;
  return (
    <section className={`${card} ${stack}`} aria-label="RSVP">
      {/* A list of figures, not headings: each count is the description of its label (axe's p-as-heading). */}
      <dl className={css.stats}>
        {counts.map(([label, n]) => (
          <div key={label} data-testid={`rsvp-${label.toLowerCase()}`} className={css.statPair}>
            <dt className={muted}>{label}</dt>
            <dd className={css.stat}>{n}</dd>
          </div>
        ))}
      </dl>
      {detailed && summary.meals.length ? (
        <p>Meals: {summary.meals.map((m) => `${m.meal} ${m.count}`).join(', ')}</p>
      ) : null}
      {detailed && summary.dietary.length ? (
        <div>
          <h3>Dietary notes</h3>
          <ul>
            {summary.dietary.map((d) => (
              <li key={d.guest}>
                {d.guest}: {d.notes}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {detailed && summary.to_chase.length ? (
        <div>
          <h3>Still to answer</h3>
          <ul>
            {summary.to_chase.map((h) => (
              <li key={h.id}>
                {h.name} ({h.guests})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
