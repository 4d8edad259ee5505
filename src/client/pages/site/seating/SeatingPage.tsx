import { Link } from 'wouter';
import { RULE_LABELS, type SeatingPlan, type SeatingRule } from '../../../../shared/seatingRules';
import {
  seatingBroken,
  seatingPlanOf,
  seatingRefusal,
  useActorSelector,
  useSeating,
} from '../../../areas/guests/seating';
import { useLoadedWedding } from '../../../areas/weddings/WeddingContext';
import * as wcss from '../../../components/wedding/Wedding.css';
import { weddingPath } from '../../../lib/format';
import { button, card, muted, row, stack } from '../../../styles/ui.css';
import { FloorPlan } from './FloorPlan';
import * as css from './Seating.css';
import { AddRule, AddTable } from './SeatingForms';

export { default as PlaceCardsPage } from './PlaceCardsPage';

function ruleText(rule: SeatingRule, plan: Pick<SeatingPlan, 'tables' | 'guests'>): string {
  const names = rule.guests.map((id) => plan.guests.find((g) => g.id === id)?.name ?? 'a guest who is not coming');
  const table = plan.tables.find((t) => t.id === rule.table)?.name;
  return `${RULE_LABELS[rule.kind]}: ${names.join(', ')}${table ? ` · ${table}` : ''}`;
}

/** One event's seating plan: tables on a floor plan, guests moved by drag or Move menu, rules, and "Seat for me". */
export default function SeatingPage({ eventId }: { eventId: string }) {
  const wedding = useLoadedWedding();
  const seating = useSeating(eventId);
  const { actor } = seating;
  const plan = useActorSelector(actor, seatingPlanOf);
  const broken = useActorSelector(actor, seatingBroken);
  const refusal = useActorSelector(actor, seatingRefusal);
  const flagged = plan.guests.filter((g) => g.unseated_by_decline);
  if (seating.resource.status === 'failed') {
    return <p role="alert">We could not load this seating plan.</p>;
  }
  const loaded = seating.loaded;
  return (
    <div className={stack}>
      <header className={row}>
        <h1 className={wcss.pageTitle}>Seating{loaded ? ` · ${loaded.event.name}` : ''}</h1>
        <button
          type="button"
          className={`${button.primary} ${css.noPrint}`}
          disabled={seating.seatForMe.busy}
          onClick={() => seating.seatForMe.request(undefined)}
        >
          Seat for me
        </button>
        <button type="button" className={`${button.secondary} ${css.noPrint}`} onClick={() => window.print()}>
          Print the plan
        </button>
        <button
          type="button"
          className={`${button.secondary} ${css.noPrint}`}
          disabled={seating.downloadPdf.busy || !loaded}
          onClick={() => seating.downloadPdf.request(loaded?.event.name ?? '')}
        >
          Download PDF
        </button>
        <Link className={css.noPrint} href={weddingPath(wedding.slug, `guests/seating/${eventId}/cards`)}>
          Place cards
        </Link>
        <Link className={css.noPrint} href={weddingPath(wedding.slug, 'guests')}>
          Back to the guest list
        </Link>
      </header>
      <p className={muted}>Drag a guest onto a table, or use “Move” on a guest to choose one.</p>
      {refusal ? (
        <p role="alert">
          <span data-refusal>{refusal}</span>{' '}
          <button type="button" className={button.quiet} onClick={() => actor.send({ type: 'selection.cleared' })}>
            Dismiss
          </button>
        </p>
      ) : null}
      {flagged.length ? (
        <section className={`${card} ${css.flagged}`} aria-label="Declined after being seated">
          <ul>
            {flagged.map((g) => (
              <li key={g.id} data-declined={g.name}>
                {g.name} declined and was taken off their seat.{' '}
                <button
                  type="button"
                  className={button.quiet}
                  onClick={() => {
                    actor.send({ type: 'menu.opened', guest: g.id });
                    actor.send({ type: 'menu.moved', table: null });
                  }}
                >
                  Dismiss {g.name}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <FloorPlan
        actor={actor}
        onPlace={(place) => seating.placeTable.request(place)}
        refusals={seating.placeTable.error}
      />
      <section className={`${card} ${stack}`} aria-labelledby="rules-title">
        <h2 id="rules-title">Rules</h2>
        {plan.rules.length ? (
          <ul data-testid="seating-rules">
            {plan.rules.map((r) => (
              <li key={r.id} data-broken={broken.includes(r.id) ? 'yes' : 'no'}>
                {ruleText(r, plan)}
                {broken.includes(r.id) ? <strong className={css.flagged}> · Broken</strong> : null}{' '}
                <button
                  type="button"
                  className={`${button.quiet} ${css.noPrint}`}
                  onClick={() => seating.removeRule.request(r.id)}
                >
                  Remove rule
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={muted}>No rules yet.</p>
        )}
        <div className={css.noPrint}>
          <AddRule seating={seating} plan={plan} />
        </div>
      </section>
      <section className={`${card} ${css.noPrint}`} aria-label="Tables">
        <AddTable seating={seating} plan={plan} />
      </section>
    </div>
  );
}
