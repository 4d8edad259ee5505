import { useState } from 'react';
import { Link } from 'wouter';
import type { WeddingVendor } from '../../../shared/vendors';
import type { Wedding } from '../../../shared/weddings';
import { useLinkTasks, usePlanningTasks, useVendorTasks } from '../../areas/vendors/vendorChanges';
import { LoadFailed } from '../../components/lists/LoadFailed';
import { formatDate, weddingPath } from '../../lib/format';
import { button, card, muted, row, stack } from '../../styles/ui.css';

// view/{vendor}'s linked planning tasks: every member reads them; the couple picks which of the board's tasks they are.

const STATUS = { todo: 'To do', in_progress: 'In progress', done: 'Done' } as const;

export function VendorTasks({ wedding, vendor, couple }: { wedding: Wedding; vendor: WeddingVendor; couple: boolean }) {
  const linked = useVendorTasks(vendor.id);
  const [picking, setPicking] = useState(false);
  // Kept here, not in the picker, so closing the picker never stops a save under way.
  const save = useLinkTasks(vendor.id, () => setPicking(false));
  return (
    <section className={`${card} ${stack}`} aria-label="Linked tasks">
      <h2>Tasks</h2>
      {linked.status === 'loading' ? <p className={muted}>Loading the tasks…</p> : null}
      {linked.status === 'failed' ? <LoadFailed load={linked} /> : null}
      {linked.status === 'ready' && linked.data.length === 0 ? (
        <p className={muted}>No planning task is linked to {vendor.name} yet.</p>
      ) : null}
      {linked.status === 'ready' && linked.data.length ? (
        <ul aria-label={`Tasks for ${vendor.name}`}>
          {linked.data.map((t) => (
            <li key={t.id}>
              <Link href={weddingPath(wedding.slug, `tasks/${t.id}`)}>{t.title}</Link> · {STATUS[t.status]}
              {t.due_date ? ` · due ${formatDate(t.due_date)}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {couple && linked.status === 'ready' ? (
        picking ? (
          <TaskPicker
            wedding={wedding}
            vendor={vendor}
            initial={linked.data.map((t) => t.id)}
            save={save}
            done={() => setPicking(false)}
          />
        ) : (
          <button type="button" className={button.secondary} onClick={() => setPicking(true)}>
            Link tasks
          </button>
        )
      ) : null}
    </section>
  );
}

function TaskPicker({
  wedding,
  vendor,
  initial,
  save,
  done,
}: {
  wedding: Wedding;
  vendor: WeddingVendor;
  initial: string[];
  save: ReturnType<typeof useLinkTasks>;
  done: () => void;
}) {
  const board = usePlanningTasks(wedding.id);
  const [picked, setPicked] = useState(initial);
  if (board.status === 'loading') return <p className={muted}>Loading the board…</p>;
  if (board.status === 'failed') return <LoadFailed load={board} />;
  return (
    <fieldset className={stack}>
      <legend>Planning tasks for {vendor.name}</legend>
      {board.data.length === 0 ? <p className={muted}>The task board is empty.</p> : null}
      {board.data.map((t) => (
        <label key={t.id} className={row}>
          <input
            type="checkbox"
            checked={picked.includes(t.id)}
            onChange={(ev) => setPicked((now) => (ev.target.checked ? [...now, t.id] : now.filter((x) => x !== t.id)))}
          />
          {t.title}
        </label>
      ))}
      <div className={row}>
        <button type="button" className={button.primary} disabled={save.busy} onClick={() => save.request(picked)}>
          Save linked tasks
        </button>
        <button type="button" className={button.secondary} onClick={done}>
          Cancel
        </button>
      </div>
    </fieldset>
  );
}
