import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { editorMode } from '../../../../machines/itemEditorMachine';
import type { Household } from '../../../shared/site';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import * as wcss from '../../components/wedding/Wedding.css';
import { useLoadedWedding } from '../../components/wedding/WeddingContext';
import { useGuestList } from '../../mutations/site';
import { useItemEditor } from '../../mutations/useItemEditor';
import { button, card, muted, row, stack } from '../../styles/ui.css';
import { RsvpSummaryCard } from './RsvpSummaryCard';
import * as css from './Site.css';

type List = ReturnType<typeof useGuestList>;

function HouseholdRow({ household, list }: { household: Household; list: List }) {
  const editor = useItemEditor({
    // A household's guests are changed by importing or on the server's API; here it is only removed.
    save: () => Promise.reject(new Error('Households are not edited here.')),
    remove: () => list.remove.run(household.id),
    deleted: list.remove.done,
  });
  const mode = useSelector(editor, editorMode);
  const answered = household.responded_at !== null;
  return (
    <tr data-household={household.name}>
      <td>{household.name}</td>
      <td>
        {household.guests.map((g) => (
          <div key={g.id}>
            {g.name}
            {g.attending === true
              ? ` · coming${g.meal ? ` · ${g.meal}` : ''}`
              : g.attending === false
                ? ' · not coming'
                : ''}
          </div>
        ))}
      </td>
      <td>{answered ? 'Answered' : 'Awaiting'}</td>
      <td>
        <input
          className={css.input}
          readOnly
          aria-label={`RSVP link of ${household.name}`}
          value={household.rsvp_url}
        />
      </td>
      <td>
        {mode === 'confirmDelete' ? (
          <ConfirmDelete editor={editor} question={`Remove ${household.name}?`} confirm="Remove household" />
        ) : (
          <button type="button" className={button.quiet} onClick={() => editor.send({ type: 'delete.requested' })}>
            Remove
          </button>
        )}
      </td>
    </tr>
  );
}

function Import({ list }: { list: List }) {
  const [csv, setCsv] = useState('');
  const outcome = list.imported;
  return (
    <section className={`${card} ${stack}`} aria-labelledby="import-title">
      <h2 id="import-title">Import from CSV</h2>
      <p className={muted}>Columns: household, name, email, phone, side, tags, plus_one, child, table.</p>
      <input
        type="file"
        accept=".csv,text/csv"
        aria-label="CSV file"
        onChange={async (e) => setCsv((await e.target.files?.[0]?.text()) ?? '')}
      />
      <textarea className={css.input} rows={5} aria-label="CSV" value={csv} onChange={(e) => setCsv(e.target.value)} />
      <div className={row}>
        <button
          type="button"
          className={button.secondary}
          disabled={!csv || list.importCsv.busy}
          onClick={() => list.importCsv.request({ csv, dryRun: true })}
        >
          Preview
        </button>
        <button
          type="button"
          className={button.primary}
          disabled={!csv || list.importCsv.busy}
          onClick={() => list.importCsv.request({ csv, dryRun: false })}
        >
          Import
        </button>
      </div>
      {outcome?.errors.length ? (
        <ul role="alert" className={css.error}>
          {outcome.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
      {outcome?.result ? (
        <p role="status">
          {outcome.result.imported ? 'Imported' : 'Ready to import'}: {outcome.result.guests} guests in{' '}
          {outcome.result.households} households.
        </p>
      ) : null}
    </section>
  );
}

/** The couple's guest list in households, with RSVP links, live answers, CSV import and export. */
export default function GuestsPage() {
  const wedding = useLoadedWedding();
  const list = useGuestList(wedding.id);
  const download = async () => {
    const text = await list.exportCsv();
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
    a.download = `${wedding.slug}-guests.csv`;
    a.click();
    URL.revokeObjectURL(a.href);
  };
  return (
    <div className={stack}>
      <header className={row}>
        <h1 className={wcss.pageTitle}>Guests</h1>
        <button type="button" className={button.secondary} onClick={download}>
          Export CSV
        </button>
      </header>
      <RsvpSummaryCard weddingId={wedding.id} detailed />
      <Import list={list} />
      <section className={card} aria-label="Households">
        {list.households?.length ? (
          <table className={css.table}>
            <thead>
              <tr>
                <th>Household</th>
                <th>Guests</th>
                <th>RSVP</th>
                <th>Private link</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {list.households.map((h) => (
                <HouseholdRow key={h.id} household={h} list={list} />
              ))}
            </tbody>
          </table>
        ) : (
          <p className={muted}>No guests yet. Import a CSV to start your list.</p>
        )}
      </section>
    </div>
  );
}
