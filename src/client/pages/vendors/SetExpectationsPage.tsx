import { useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import type { WeddingVendor } from '../../../shared/vendors';
import type { Wedding } from '../../../shared/weddings';
import { useRunOfShowItems, useSetExpectations, useWeddingVendors } from '../../areas/vendors/vendors';
import { useLoadedWedding } from '../../areas/weddings/WeddingContext';
import { FormShell } from '../../components/form/FormShell';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { weddingPath } from '../../lib/format';
import { useForm } from '../../lib/useForm';
import { card, muted, row, stack } from '../../styles/ui.css';
import { ProposalPanel } from './ProposalPanel';
import { expectationsState } from './proposalState';

/** /wedding/{slug}/set-expectations?vendor={id}: what the couple expects of each vendor from the directory. */
export default function SetExpectationsPage() {
  const wedding = useLoadedWedding();
  const chosen = new URLSearchParams(useSearch()).get('vendor');
  const vendors = useWeddingVendors(wedding.id);
  // Reloads told over the socket keep the last list on screen, so the open form is not swept away meanwhile.
  const last = useRef<WeddingVendor[] | null>(null);
  if (vendors.status === 'ready') last.current = vendors.data;
  const data = last.current;
  if (vendors.status === 'failed') return <p role="alert">We could not load the vendors. Please try again.</p>;
  if (!data) return <p className={muted}>Loading your vendors…</p>;
  const linked = data.filter((v) => v.business);
  const vendor = linked.find((v) => v.id === chosen);
  return (
    <section className={stack} aria-labelledby="expectations-title">
      <h1 id="expectations-title">Set expectations</h1>
      <p className={muted}>
        Write down what each vendor delivers, when they arrive and who they talk to on the day. They confirm it in their
        vendor area, and any change asks them to confirm again.
      </p>
      <nav className={row} aria-label="Vendors">
        {linked.length ? (
          linked.map((v) => (
            <Link key={v.id} href={weddingPath(wedding.slug, `set-expectations?vendor=${v.id}`)}>
              {v.name} {v.expectations?.confirmed_at ? '(confirmed)' : ''}
            </Link>
          ))
        ) : (
          <span>
            No vendors from the directory yet. <Link href="/wedding/extras/vendors">Find vendors</Link>
          </span>
        )}
      </nav>
      {vendor ? <ExpectationsForm key={`${vendor.id}:${vendor.updated_at}`} wedding={wedding} vendor={vendor} /> : null}
    </section>
  );
}

function ExpectationsForm({ wedding, vendor }: { wedding: Wedding; vendor: WeddingVendor }) {
  const items = useRunOfShowItems(wedding.id);
  const [picked, setPicked] = useState<string[]>(vendor.expectations?.day_tasks ?? []);
  const latest = useRef(picked);
  latest.current = picked;
  const submit = useSetExpectations(vendor.id, () => latest.current);
  const e = vendor.expectations;
  const form = useForm({ deliverables: 'optional', arrival_time: 'optional', day_contacts: 'optional' }, submit, {
    deliverables: e?.deliverables ?? '',
    arrival_time: e?.arrival_time ?? '',
    day_contacts: e?.day_contacts ?? '',
  });
  return (
    <section className={`${card} ${stack}`} aria-label={`Expectations of ${vendor.name}`}>
      <h2>{vendor.name}</h2>
      <p data-testid="expectations-state">{e ? expectationsState(e) : 'Not sent yet'}</p>
      <FormShell form={form} submitLabel="Save expectations" busyLabel="Saving…">
        <TextAreaField form={form} name="deliverables" label="Deliverables" />
        <TextField form={form} name="arrival_time" label="Arrival time" type="time" />
        <TextAreaField form={form} name="day_contacts" label="Contacts on the day" />
        <fieldset className={stack}>
          <legend>Run-of-show items for {vendor.name}</legend>
          {items.status === 'ready' && items.data.length === 0 ? (
            <p className={muted}>The run-of-show is empty.</p>
          ) : null}
          {items.status === 'ready'
            ? items.data.map((item) => (
                <label key={item.id} className={row}>
                  <input
                    type="checkbox"
                    checked={picked.includes(item.id)}
                    onChange={(ev) =>
                      setPicked((now) => (ev.target.checked ? [...now, item.id] : now.filter((x) => x !== item.id)))
                    }
                  />
                  {item.time ? `${item.time} ` : ''}
                  {item.title}
                </label>
              ))
            : null}
        </fieldset>
      </FormShell>
      {e ? <ProposalPanel vendorId={vendor.id} expectations={e} side="couple" /> : null}
    </section>
  );
}
