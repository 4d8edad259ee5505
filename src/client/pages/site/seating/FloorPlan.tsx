import type { SeatingGuest, SeatingTable } from '../../../../shared/seatingRules';
import {
  type Seating,
  seatingGuest,
  seatingMode,
  seatingPlanOf,
  useActorSelector,
} from '../../../areas/guests/seating';
import { button, muted } from '../../../styles/ui.css';
import * as css from './Seating.css';

type Actor = Seating['actor'];

/** The Move menu of one guest: every table with its free seats, off any table, or cancel (like the board's). */
function MoveMenu({ actor, guest }: { actor: Actor; guest: SeatingGuest }) {
  const plan = useActorSelector(actor, seatingPlanOf);
  const seated = (id: string) => plan.guests.filter((g) => g.table === id).reduce((n, g) => n + g.seats, 0);
  return (
    <ul className={css.menu} aria-label={`Move ${guest.name} to`}>
      {plan.tables
        .filter((t) => t.id !== guest.table)
        .map((t) => (
          <li key={t.id}>
            <button
              type="button"
              className={button.quiet}
              onClick={() => actor.send({ type: 'menu.moved', table: t.id })}
            >
              {t.name} ({seated(t.id)}/{t.capacity})
            </button>
          </li>
        ))}
      {guest.table ? (
        <li>
          <button
            type="button"
            className={button.quiet}
            onClick={() => actor.send({ type: 'menu.moved', table: null })}
          >
            Off the tables
          </button>
        </li>
      ) : null}
      <li>
        <button type="button" className={button.quiet} autoFocus onClick={() => actor.send({ type: 'menu.closed' })}>
          Cancel
        </button>
      </li>
    </ul>
  );
}

/** A guest: dragged on a desktop, or moved with its Move menu (touch, keyboard, screen readers). */
export function GuestChip({ actor, guest }: { actor: Actor; guest: SeatingGuest }) {
  const chosen = useActorSelector(actor, seatingGuest) === guest.id;
  const mode = useActorSelector(actor, (s) => (chosen ? seatingMode(s) : null));
  const menuOpen = mode === 'menu';
  return (
    <li
      className={`${css.chip} ${chosen ? css.chosen : ''}`}
      data-seat-guest={guest.name}
      data-chosen={chosen ? 'true' : undefined}
      data-dragging={mode === 'dragging' ? 'true' : undefined}
      draggable
      onDragStart={(e) => {
        e.dataTransfer.setData('text/plain', guest.id);
        e.dataTransfer.effectAllowed = 'move';
        actor.send({ type: 'drag.started', guest: guest.id });
      }}
      onDragEnd={() => {
        if (actor.getSnapshot().matches('dragging')) actor.send({ type: 'drag.cancelled' });
      }}
    >
      <button
        type="button"
        className={css.chipName}
        aria-pressed={chosen}
        onClick={() => actor.send(chosen ? { type: 'selection.cleared' } : { type: 'guest.selected', guest: guest.id })}
      >
        {guest.name}
        {guest.seats > 1 ? <span className={muted}> +1</span> : null}
      </button>
      <button
        type="button"
        className={button.quiet}
        aria-expanded={menuOpen}
        onClick={() => actor.send(menuOpen ? { type: 'menu.closed' } : { type: 'menu.opened', guest: guest.id })}
      >
        Move {guest.name}
      </button>
      {menuOpen ? <MoveMenu actor={actor} guest={guest} /> : null}
    </li>
  );
}

const dropProps = (actor: Actor, table: string | null) => ({
  onDragOver: (e: React.DragEvent) => {
    if (actor.getSnapshot().matches('dragging')) e.preventDefault();
  },
  onDrop: (e: React.DragEvent) => {
    e.preventDefault();
    actor.send({ type: 'drag.dropped', table });
  },
});

function TableCard({ actor, table, guests }: { actor: Actor; table: SeatingTable; guests: SeatingGuest[] }) {
  const seated = guests.reduce((n, g) => n + g.seats, 0);
  return (
    <section
      className={`${css.table} ${table.shape === 'long' ? css.long : css.round}`}
      style={{ left: `${table.x}%`, top: `${table.y}%` }}
      aria-label={table.name}
      data-table={table.name}
      {...dropProps(actor, table.id)}
    >
      <h3>
        {table.name}{' '}
        <span className={muted} data-testid={`table-count-${table.name}`}>{`${seated}/${table.capacity}`}</span>
      </h3>
      <ul className={css.chips}>
        {guests.map((g) => (
          <GuestChip key={g.id} actor={actor} guest={g} />
        ))}
      </ul>
    </section>
  );
}

/** The tables where they stand on the plan, and the guests not yet seated (a drop there takes a guest off). */
export function FloorPlan({ actor }: { actor: Actor }) {
  const plan = useActorSelector(actor, seatingPlanOf);
  const waiting = plan.guests.filter((g) => !g.table && !g.unseated_by_decline);
  return (
    <>
      <section className={css.unseated} aria-label="Not seated yet" data-unseated {...dropProps(actor, null)}>
        <h2>Not seated yet ({waiting.length})</h2>
        <ul className={css.chips}>
          {waiting.map((g) => (
            <GuestChip key={g.id} actor={actor} guest={g} />
          ))}
        </ul>
      </section>
      <section className={css.plan} aria-label="Floor plan">
        {plan.tables.map((t) => (
          <TableCard key={t.id} actor={actor} table={t} guests={plan.guests.filter((g) => g.table === t.id)} />
        ))}
      </section>
    </>
  );
}
