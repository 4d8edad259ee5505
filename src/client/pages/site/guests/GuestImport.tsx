import { useState } from 'react';
import { FilePicker } from '../../../components/controls/FilePicker';
import { button, card, muted, row, stack } from '../../../styles/ui.css';
import * as css from '../Site.css';
import type { GuestList } from './HouseholdCard';

type List = GuestList;

/** CSV import: a preview first, then all or nothing, with each refused row named. */
export function GuestImport({ list }: { list: List }) {
  const [csv, setCsv] = useState('');
  const outcome = list.imported;
  return (
    <section className={`${card} ${stack}`} aria-labelledby="import-title">
      <h2 id="import-title">Import from CSV</h2>
      <p className={muted}>Columns: household, name, email, phone, side, tags, plus_one, child, table.</p>
      <FilePicker
        label="Choose a CSV file"
        hint="or drop it here; its text shows below"
        accept={['.csv', 'text/csv']}
        onFiles={async ([file]) => setCsv((await file?.text()) ?? '')}
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
