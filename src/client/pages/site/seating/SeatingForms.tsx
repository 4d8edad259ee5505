import { useRef, useState } from 'react';
import {
  RULE_KINDS,
  RULE_LABELS,
  type RuleKind,
  type SeatingPlan,
  type TableShape,
} from '../../../../shared/seatingRules';
import type { Seating } from '../../../areas/guests/seating';
import { Select } from '../../../components/controls/Select';
import { button, row, stack } from '../../../styles/ui.css';
import * as siteCss from '../Site.css';

/** The plan's grid of places for new tables (hundredths of the plan): five across, five down. */
const SPOTS = Array.from({ length: 25 }, (_, i) => ({ x: 10 + (i % 5) * 20, y: 15 + Math.floor(i / 5) * 20 }));

/** A new table: name, shape and seats; it is placed on the plan in the first free spot of a 5-wide grid. */
export function AddTable({ seating, plan }: { seating: Seating; plan: Pick<SeatingPlan, 'tables' | 'guests'> }) {
  const [name, setName] = useState('');
  const [capacity, setCapacity] = useState('8');
  const [shape, setShape] = useState<TableShape>('round');
  const n = plan.tables.length;
  // The spots asked for but not yet on the plan: two quick adds must not both take the first free spot (they landed on
  // top of each other, the later one hiding the first's guests).
  const asked = useRef<string[]>([]);
  const taken = new Set([...plan.tables.map((t) => `${t.x},${t.y}`), ...asked.current]);
  const spot = SPOTS.find((s) => !taken.has(`${s.x},${s.y}`)) ?? SPOTS[n % SPOTS.length]!;
  return (
    <form
      className={row}
      aria-label="New table"
      onSubmit={(e) => {
        e.preventDefault();
        seating.addTable.request({
          name: name || `Table ${n + 1}`,
          shape,
          capacity: Number(capacity),
          x: spot.x,
          y: spot.y,
        });
        asked.current = [...asked.current, `${spot.x},${spot.y}`];
        setName('');
      }}
    >
      <label>
        Table name{' '}
        <input
          className={siteCss.input}
          value={name}
          placeholder={`Table ${n + 1}`}
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <label>
        Seats{' '}
        <input
          className={siteCss.input}
          type="number"
          min={1}
          max={30}
          value={capacity}
          onChange={(e) => setCapacity(e.target.value)}
        />
      </label>
      <label>
        Shape{' '}
        <Select value={shape} onChange={(e) => setShape(e.target.value as TableShape)}>
          <option value="round">Round</option>
          <option value="long">Long</option>
        </Select>
      </label>
      <button type="submit" className={button.secondary} disabled={seating.addTable.busy}>
        Add table
      </button>
    </form>
  );
}

/** A new rule: these guests together or apart, or near a table. */
export function AddRule({ seating, plan }: { seating: Seating; plan: Pick<SeatingPlan, 'tables' | 'guests'> }) {
  const [kind, setKind] = useState<RuleKind>('together');
  const [guests, setGuests] = useState<string[]>([]);
  const [table, setTable] = useState('');
  return (
    <form
      className={stack}
      aria-label="New rule"
      onSubmit={(e) => {
        e.preventDefault();
        seating.addRule.request({ kind, guests, table: kind === 'near' ? table || null : null });
        setGuests([]);
      }}
    >
      <div className={row}>
        <label>
          Rule{' '}
          <Select value={kind} onChange={(e) => setKind(e.target.value as RuleKind)}>
            {RULE_KINDS.map((k) => (
              <option key={k} value={k}>
                {RULE_LABELS[k]}
              </option>
            ))}
          </Select>
        </label>
        {kind === 'near' ? (
          <label>
            Table{' '}
            <Select value={table} onChange={(e) => setTable(e.target.value)}>
              <option value="">Choose a table</option>
              {plan.tables.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </Select>
          </label>
        ) : null}
      </div>
      <fieldset className={row}>
        <legend>Guests in the rule</legend>
        {plan.guests.map((g) => (
          <label key={g.id}>
            <input
              type="checkbox"
              checked={guests.includes(g.id)}
              onChange={(e) =>
                setGuests((list) => (e.target.checked ? [...list, g.id] : list.filter((x) => x !== g.id)))
              }
            />{' '}
            {g.name}
          </label>
        ))}
      </fieldset>
      <div>
        <button type="submit" className={button.secondary} disabled={!guests.length || seating.addRule.busy}>
          Add rule
        </button>
      </div>
    </form>
  );
}
