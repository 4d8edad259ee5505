import { Link } from 'wouter';
import type { Wedding } from '../../../../shared/weddings';
import { useEventCounts } from '../../../areas/guests/guestEvents';
import { useRsvpSummary } from '../../../areas/site/site';
import { useIsCouple } from '../../../areas/weddings/WeddingContext';
import { formatDate, plural, weddingPath } from '../../../lib/format';
import { card, muted, stack } from '../../../styles/ui.css';
import { EventCountsLine } from '../../site/guests/EventCounts';
import * as css from '../../site/Site.css';

/** Guests and RSVPs at a glance, live as answers arrive; the couple follow it to the list, the committee see counts. */
export function RsvpCard({ wedding }: { wedding: Wedding }) {
  const { summary, failed } = useRsvpSummary(wedding.id);
  const couple = useIsCouple();
  const events = useEventCounts(wedding.id);
  return (
    <section className={`${card} ${stack}`} aria-labelledby="rsvp-card-title">
      <h3 id="rsvp-card-title">Guests and RSVPs</h3>
      {failed ? <p role="alert">We could not load the RSVPs.</p> : null}
      {summary ? (
        summary.invited ? (
          <>
            <div className={css.stats}>
              {(
                [
                  ['Invited', summary.invited, plural(summary.households, 'household')],
                  ['Attending', summary.attending, ''],
                  ['Declined', summary.declined, ''],
                  ['Awaiting', summary.awaiting, ''],
                ] as const
              ).map(([label, n, sub]) => (
                <div key={label} data-testid={`dashboard-rsvp-${label.toLowerCase()}`}>
                  <p className={css.stat}>{n}</p>
                  <p className={muted}>
                    {label}
                    {sub ? ` · ${sub}` : ''}
                  </p>
                </div>
              ))}
            </div>
            {events?.length ? (
              <ul className={css.guestList} aria-label="Answers per event">
                {events.map((c) => (
                  <EventCountsLine key={c.event} counts={c} testPrefix="dashboard-event" />
                ))}
              </ul>
            ) : null}
            {summary.deadline ? <p className={muted}>Replies close on {formatDate(summary.deadline)}.</p> : null}
          </>
        ) : (
          <p className={muted}>No guests on the list yet.</p>
        )
      ) : null}
      {couple ? <Link href={weddingPath(wedding.slug, 'guests')}>Open the guest list</Link> : null}
    </section>
  );
}
