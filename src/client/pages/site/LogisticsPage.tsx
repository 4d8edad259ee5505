import type { Venue, VersionedLogistics } from '../../../shared/site';
import { useLogistics } from '../../areas/site/siteLive';
import { useLoadedWedding } from '../../areas/weddings/WeddingContext';
import { LoadFailed } from '../../components/lists/LoadFailed';
import * as wcss from '../../components/wedding/Wedding.css';
import { useDraft } from '../../lib/useDraft';
import { button, card, muted, row, stack } from '../../styles/ui.css';
import * as css from './Site.css';

type Draft = VersionedLogistics;

function Text(props: { label: string; value: string; set: (v: string) => void; long?: boolean }) {
  return (
    <div className={stack}>
      {props.long ? (
        <textarea
          className={css.input}
          rows={3}
          aria-label={props.label}
          placeholder={props.label}
          value={props.value}
          onChange={(e) => props.set(e.target.value)}
        />
      ) : (
        <input
          className={css.input}
          aria-label={props.label}
          placeholder={props.label}
          value={props.value}
          onChange={(e) => props.set(e.target.value)}
        />
      )}
    </div>
  );
}

function ListEditor<T extends object>(props: {
  title: string;
  items: T[];
  blank: T;
  fields: { key: keyof T & string; label: string }[];
  set: (items: T[]) => void;
}) {
  const { items, set } = props;
  return (
    <fieldset className={stack}>
      <legend>{props.title}</legend>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; the list is only appended to or cut.
        <div key={i} className={row}>
          {props.fields.map((f) => (
            <input
              key={f.key}
              className={css.input}
              aria-label={`${props.title} ${i + 1} ${f.label}`}
              placeholder={f.label}
              value={String(item[f.key] ?? '')}
              onChange={(e) => set(items.map((it, j) => (j === i ? { ...it, [f.key]: e.target.value } : it)))}
            />
          ))}
          <button type="button" className={button.quiet} onClick={() => set(items.filter((_, j) => j !== i))}>
            Remove
          </button>
        </div>
      ))}
      <div>
        <button type="button" className={button.quiet} onClick={() => set([...items, { ...props.blank }])}>
          Add to {props.title.toLowerCase()}
        </button>
      </div>
    </fieldset>
  );
}

const BLANK_VENUE: Venue = { role: 'ceremony', name: '', address: '', time: '', map_url: '' };

/** The form follows the saved logistics live; with unsaved edits of its own, it offers the newer version instead. */
function Form({ saved, save }: { saved: Draft; save: ReturnType<typeof useLogistics>['save'] }) {
  const { draft: d, set: setD, stale, reload, base } = useDraft(saved);
  const saveFrom = (version: number) => {
    const { version: _from, ...body } = d;
    save.request({ body, version });
  };
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setD({ ...d, [key]: value });
  return (
    <form
      className={`${card} ${stack}`}
      onSubmit={(e) => {
        e.preventDefault();
        saveFrom(base.version);
      }}
    >
      {stale ? (
        <div className={row} role="alert" data-testid="form-conflict">
          <span>
            Logistics were saved by someone else while you were editing. Keep yours (saving over theirs), or take
            theirs.
          </span>
          <button type="button" className={button.primary} disabled={save.busy} onClick={() => saveFrom(saved.version)}>
            Keep mine
          </button>
          <button type="button" className={button.secondary} onClick={reload}>
            Take theirs
          </button>
        </div>
      ) : null}
      <ListEditor
        title="Venues"
        items={d.venues}
        blank={BLANK_VENUE}
        fields={[
          { key: 'role', label: 'ceremony or reception' },
          { key: 'name', label: 'Name' },
          { key: 'address', label: 'Address' },
          { key: 'time', label: 'Time' },
          { key: 'map_url', label: 'Map link' },
        ]}
        set={(venues) =>
          set('venues')(
            venues.map((v) => ({ ...v, role: ['ceremony', 'reception'].includes(v.role) ? v.role : 'other' })),
          )
        }
      />
      <Text label="Transport" long value={d.transport} set={set('transport')} />
      <ListEditor
        title="Accommodation"
        items={d.accommodation}
        blank={{ name: '', address: '', url: '', notes: '' }}
        fields={[
          { key: 'name', label: 'Hotel' },
          { key: 'address', label: 'Address' },
          { key: 'url', label: 'Booking link' },
          { key: 'notes', label: 'Notes' },
        ]}
        set={set('accommodation')}
      />
      <Text label="Dress code" value={d.dress_code} set={set('dress_code')} />
      <Text label="Parking" long value={d.parking} set={set('parking')} />
      <ListEditor
        title="Contacts on the day"
        items={d.contacts}
        blank={{ name: '', phone: '', role: '' }}
        fields={[
          { key: 'name', label: 'Name' },
          { key: 'phone', label: 'Phone' },
          { key: 'role', label: 'Role' },
        ]}
        set={set('contacts')}
      />
      <p className={muted}>
        Contacts on the day stay with you; everything else shows in guest info and on the website.
      </p>
      <div>
        <button type="submit" className={button.primary} disabled={save.busy}>
          {save.busy ? 'Saving…' : 'Save logistics'}
        </button>
      </div>
    </form>
  );
}

/** /wedding/{slug}/logistics (couple): venues, transport, accommodation, dress code, parking, contacts on the day. */
export default function LogisticsPage() {
  const wedding = useLoadedWedding();
  const { logistics, save } = useLogistics(wedding);
  return (
    <div className={stack}>
      <h1 className={wcss.pageTitle}>Logistics</h1>
      {logistics.data ? <Form saved={logistics.data} save={save} /> : null}
      {logistics.error ? <LoadFailed load={{ error: logistics.error, retry: logistics.retry }} /> : null}
    </div>
  );
}
