import { Utensils } from 'lucide-react';
import { Link } from 'wouter';
import { seatingPlanOf, useActorSelector, useSeating } from '../../../areas/guests/seating';
import { useLoadedWedding } from '../../../areas/weddings/WeddingContext';
import * as wcss from '../../../components/wedding/Wedding.css';
import { weddingPath } from '../../../lib/format';
import { button, muted, row, stack } from '../../../styles/ui.css';
import * as css from './Seating.css';

/**
 * One event's place cards, ready to print: a folded card per seated guest with their name, their table and their
 * meal (when the event has meals and they chose one), in table order. The same cards are in the seating PDF.
 */
export default function PlaceCardsPage({ eventId }: { eventId: string }) {
  const wedding = useLoadedWedding();
  const seating = useSeating(eventId);
  const plan = useActorSelector(seating.actor, seatingPlanOf);
  if (seating.resource.status === 'failed') return <p role="alert">We could not load these place cards.</p>;
  const loaded = seating.loaded;
  const cards = plan.tables.flatMap((t) =>
    plan.guests.filter((g) => g.table === t.id).map((g) => ({ guest: g, table: t.name })),
  );
  return (
    <div className={stack}>
      <header className={`${row} ${css.noPrint}`}>
        <h1 className={wcss.pageTitle}>Place cards{loaded ? ` · ${loaded.event.name}` : ''}</h1>
        <button type="button" className={button.primary} onClick={() => window.print()}>
          Print the cards
        </button>
        <button
          type="button"
          className={button.secondary}
          disabled={seating.downloadPdf.busy || !loaded}
          onClick={() => seating.downloadPdf.request(loaded?.event.name ?? '')}
        >
          Download PDF
        </button>
        <Link href={weddingPath(wedding.slug, `guests/seating/${eventId}`)}>Back to the seating plan</Link>
      </header>
      {loaded && !cards.length ? (
        <p className={muted}>Nobody is seated yet: seat guests on the plan and their cards appear here.</p>
      ) : null}
      <ul className={css.cards} aria-label="Place cards">
        {cards.map(({ guest, table }) => (
          <li key={guest.id} className={css.card} data-place-card={guest.name}>
            <span className={css.cardName}>{guest.name}</span>
            <span className={css.cardTable}>{table}</span>
            {guest.meal ? (
              <span className={css.cardMeal}>
                <Utensils aria-hidden size={14} /> {guest.meal}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
