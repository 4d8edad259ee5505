import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { editorMode } from '../../../../machines/itemEditorMachine';
import { amountDue, categoryName, formatMoney, statusName, type WeddingVendor } from '../../../shared/vendors';
import type { Wedding } from '../../../shared/weddings';
import { useRunOfShowItems, useVendorEditor, useWeddingVendor } from '../../areas/vendors/vendors';
import { VENDOR_FIELDS, vendorValues } from '../../areas/vendors/vendorValues';
import { useIsCouple } from '../../areas/weddings/WeddingContext';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { LoadFailed } from '../../components/lists/LoadFailed';
import { formatDate, weddingPath } from '../../lib/format';
import { useEditorForm } from '../../lib/useItemEditor';
import { button, card, muted, row, stack } from '../../styles/ui.css';
import { ItemHistory } from '../history/ItemHistory';
import { ProposalPanel } from './ProposalPanel';
import { expectationsState } from './proposalState';
import { VendorForm } from './VendorForm';
import { VendorTasks } from './VendorTasks';

function Loaded({ id, children }: { id: string; children: (vendor: WeddingVendor) => React.ReactNode }) {
  const vendor = useWeddingVendor(id);
  // Reloads told over the socket keep the last answer on screen (an open form or button stays).
  const last = useRef<WeddingVendor | null>(null);
  if (vendor.status === 'ready') last.current = vendor.data;
  if (vendor.status === 'failed') return <LoadFailed load={vendor} />;
  if (!last.current || last.current.id !== id) return <p className={muted}>Loading the vendor…</p>;
  return <>{children(last.current)}</>;
}

export function EditVendor({ wedding, id }: { wedding: Wedding; id: string }) {
  return <Loaded id={id}>{(vendor) => <EditForm key={vendor.id} wedding={wedding} vendor={vendor} />}</Loaded>;
}

function EditForm({ wedding, vendor }: { wedding: Wedding; vendor: WeddingVendor }) {
  const editor = useVendorEditor(vendor, wedding.slug);
  const form = useEditorForm(editor, VENDOR_FIELDS, vendorValues(vendor), vendor.version);
  const mode = useSelector(editor, editorMode);
  // This page is the vendor's edit mode: it opens the editor's form as the page opens.
  useEffect(() => editor.send({ type: 'edit.started' }), [editor]);
  return (
    <section className={`${card} ${stack}`} aria-labelledby="edit-vendor">
      <h1 id="edit-vendor">Edit {vendor.name}</h1>
      <VendorForm form={form} submitLabel="Save vendor" />
      {mode === 'confirmDelete' ? (
        <ConfirmDelete editor={editor} question={`Remove ${vendor.name} from your vendors?`} confirm="Remove vendor" />
      ) : (
        <button
          type="button"
          className={button.secondary}
          onClick={() => {
            editor.send({ type: 'edit.cancelled' });
            editor.send({ type: 'delete.requested' });
          }}
        >
          Remove vendor
        </button>
      )}
    </section>
  );
}

export function ViewVendor({ wedding, id }: { wedding: Wedding; id: string }) {
  return <Loaded id={id}>{(vendor) => <VendorDetail wedding={wedding} vendor={vendor} />}</Loaded>;
}

function VendorDetail({ wedding, vendor }: { wedding: Wedding; vendor: WeddingVendor }) {
  const couple = useIsCouple();
  const items = useRunOfShowItems(wedding.id);
  const expectations = vendor.expectations;
  const assigned =
    items.status === 'ready' && expectations
      ? items.data.filter((item) => expectations.day_tasks.includes(item.id))
      : [];
  return (
    <section className={stack} aria-labelledby="vendor-title">
      <div className={row}>
        <h1 id="vendor-title">{vendor.name}</h1>
        <span className={muted}>
          {categoryName(vendor.category)} · {statusName(vendor.status)}
        </span>
        {couple ? (
          <Link className={button.secondary} href={weddingPath(wedding.slug, `vendors/edit/${vendor.id}`)}>
            Edit
          </Link>
        ) : null}
      </div>
      <section className={`${card} ${stack}`} aria-label="Contact">
        <h2>Contact</h2>
        <p>{vendor.contact_person || 'No contact person yet.'}</p>
        {vendor.phone ? <a href={`tel:${vendor.phone}`}>{vendor.phone}</a> : null}
        {vendor.email ? <a href={`mailto:${vendor.email}`}>{vendor.email}</a> : null}
        {vendor.website ? (
          <a href={vendor.website} target="_blank" rel="noopener noreferrer">
            {vendor.website}
          </a>
        ) : null}
        {vendor.business ? <Link href={`/v/${vendor.business}`}>Their page in the directory</Link> : null}
      </section>
      {vendor.notes ? (
        <section className={card} aria-label="Notes">
          <h2>Notes</h2>
          <p>{vendor.notes}</p>
        </section>
      ) : null}
      <VendorTasks wedding={wedding} vendor={vendor} couple={couple} />
      <div className={card}>
        <ItemHistory item={vendor.id} />
      </div>
      {couple ? (
        <section className={`${card} ${stack}`} aria-label="Payments">
          <h2>Payments</h2>
          <p>Quoted: {formatMoney(vendor.quoted_price, vendor.currency)}</p>
          <p>
            Deposit: {formatMoney(vendor.deposit_amount, vendor.currency)}
            {vendor.deposit_due ? `, due ${formatDate(vendor.deposit_due)}` : ''}
          </p>
          <p>Paid: {formatMoney(vendor.amount_paid, vendor.currency)}</p>
          <p>Due now: {formatMoney(amountDue(vendor), vendor.currency)}</p>
        </section>
      ) : null}
      <section className={`${card} ${stack}`} aria-label="Expectations">
        <h2>Expectations</h2>
        {expectations ? (
          <>
            <p data-testid="expectations-state">{expectationsState(expectations)}</p>
            <p>Deliverables: {expectations.deliverables || '—'}</p>
            <p>Arrival: {expectations.arrival_time ?? '—'}</p>
            <p>Contacts on the day: {expectations.day_contacts || '—'}</p>
            <ul aria-label="Run-of-show items">
              {assigned.map((item) => (
                <li key={item.id}>
                  {item.time ? `${item.time} ` : ''}
                  {item.title}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className={muted}>
            {vendor.business
              ? 'No expectations written yet.'
              : 'Expectations can be set for vendors from the directory.'}
          </p>
        )}
        {couple && expectations ? (
          <ProposalPanel vendorId={vendor.id} expectations={expectations} side="couple" />
        ) : null}
        {couple && vendor.business ? (
          <Link className={button.secondary} href={weddingPath(wedding.slug, `set-expectations?vendor=${vendor.id}`)}>
            Set expectations
          </Link>
        ) : null}
      </section>
    </section>
  );
}
