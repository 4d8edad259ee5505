import { Move } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
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

/** Where a table goes: hundredths of the plan across (x) and down (y). */
export type Place = { id: string; x: number; y: number };
const STEP = 5;
const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

/**
 * A table's handle on the plan: dragged with a pointer on a desktop (the table follows, its place is saved when let
 * go), or moved a step at a time with the arrow keys; on a phone, where tables stand in a list, its "Place" buttons
 * do the same and say where the table stands.
 */
function TablePlacer({
  table,
  plan,
  onPlace,
  onDrag,
}: {
  table: SeatingTable;
  plan: React.RefObject<HTMLElement | null>;
  onPlace: (place: Place) => void;
  onDrag: (place: Place | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const start = useRef<{ px: number; py: number; x: number; y: number } | null>(null);
  const to = (place: { x: number; y: number }) => ({ id: table.id, x: clamp(place.x), y: clamp(place.y) });
  const nudge = (dx: number, dy: number) => onPlace(to({ x: table.x + dx, y: table.y + dy }));
  const follow = (e: React.PointerEvent) => {
    const box = plan.current?.getBoundingClientRect();
    if (!start.current || !box?.width || !box.height) return null;
    return to({
      x: start.current.x + ((e.clientX - start.current.px) / box.width) * 100,
      y: start.current.y + ((e.clientY - start.current.py) / box.height) * 100,
    });
  };
  const where = `${table.x} across, ${table.y} down`;
  return (
    <div className={css.placer}>
      <button
        type="button"
        className={css.handle}
        aria-label={`Place ${table.name} (${where}); drag it, or use the arrow keys`}
        data-place-handle={table.name}
        onPointerDown={(e) => {
          if (e.button !== 0) return;
          e.currentTarget.setPointerCapture(e.pointerId);
          start.current = { px: e.clientX, py: e.clientY, x: table.x, y: table.y };
        }}
        onPointerMove={(e) => {
          const place = follow(e);
          if (place) onDrag(place);
        }}
        onPointerUp={(e) => {
          const place = follow(e);
          start.current = null;
          // Let go: the table stays where it was dropped until the saved plan says where it stands.
          if (place && (place.x !== table.x || place.y !== table.y)) onPlace(place);
          else onDrag(null);
        }}
        onPointerCancel={() => {
          start.current = null;
          onDrag(null);
        }}
        onKeyDown={(e) => {
          const step = { ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0], ArrowUp: [0, -STEP], ArrowDown: [0, STEP] }[
            e.key
          ];
          if (!step) return;
          e.preventDefault();
          nudge(step[0]!, step[1]!);
        }}
      >
        <Move aria-hidden size={16} />
      </button>
      <button
        type="button"
        className={`${button.quiet} ${css.phoneOnly}`}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        Place {table.name}
      </button>
      {open ? (
        <fieldset className={`${css.placeSet} ${css.phoneOnly}`}>
          <legend className={muted} data-testid={`table-place-${table.name}`}>
            {table.name}: {where}
          </legend>
          {(
            [
              ['Left', -STEP, 0],
              ['Right', STEP, 0],
              ['Up', 0, -STEP],
              ['Down', 0, STEP],
            ] as const
          ).map(([label, dx, dy]) => (
            <button key={label} type="button" className={button.quiet} onClick={() => nudge(dx, dy)}>
              {label}
            </button>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}

function TableCard({
  actor,
  table,
  guests,
  plan,
  onPlace,
  refusals,
}: {
  actor: Actor;
  table: SeatingTable;
  guests: SeatingGuest[];
  plan: React.RefObject<HTMLElement | null>;
  onPlace: (place: Place) => void;
  refusals: unknown;
}) {
  const seated = guests.reduce((n, g) => n + g.seats, 0);
  // While the handle is dragged the table follows the pointer; once let go it stands where it was saved.
  const [dragged, setDragged] = useState<Place | null>(null);
  const at = dragged ?? table;
  // A saved place (this partner's or the other's) or a refused one: the plan's own place again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reset follows the saved place and refusals
  useEffect(() => setDragged(null), [table.x, table.y, refusals]);
  return (
    <section
      className={`${css.table} ${table.shape === 'long' ? css.long : css.round}`}
      style={{ left: `${at.x}%`, top: `${at.y}%` }}
      aria-label={table.name}
      data-table={table.name}
      data-place={`${table.x},${table.y}`}
      {...dropProps(actor, table.id)}
    >
      <h3>
        {table.name}{' '}
        <span className={muted} data-testid={`table-count-${table.name}`}>{`${seated}/${table.capacity}`}</span>
      </h3>
      <TablePlacer table={table} plan={plan} onPlace={onPlace} onDrag={setDragged} />
      <ul className={css.chips}>
        {guests.map((g) => (
          <GuestChip key={g.id} actor={actor} guest={g} />
        ))}
      </ul>
    </section>
  );
}

/** The tables where they stand on the plan, and the guests not yet seated (a drop there takes a guest off). */
export function FloorPlan({
  actor,
  onPlace,
  refusals,
}: {
  actor: Actor;
  onPlace: (place: Place) => void;
  /** The last refused save of a place (a new value each time). */
  refusals: unknown;
}) {
  const plan = useActorSelector(actor, seatingPlanOf);
  const area = useRef<HTMLElement>(null);
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
      <section className={css.plan} aria-label="Floor plan" ref={area}>
        {plan.tables.map((t) => (
          <TableCard
            key={t.id}
            actor={actor}
            table={t}
            plan={area}
            onPlace={onPlace}
            refusals={refusals}
            guests={plan.guests.filter((g) => g.table === t.id)}
          />
        ))}
      </section>
    </>
  );
}
