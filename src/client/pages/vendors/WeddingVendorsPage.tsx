import { Link } from 'wouter';
import { categoryName, formatMoney, statusName, VENDOR_STATUSES, type WeddingVendor } from '../../../shared/vendors';
import type { Wedding } from '../../../shared/weddings';
import { useAddVendor, useWeddingVendors } from '../../areas/vendors/vendors';
import { VENDOR_FIELDS, vendorValues } from '../../areas/vendors/vendorValues';
import { useIsCouple, useLoadedWedding } from '../../areas/weddings/WeddingContext';
import { weddingPath } from '../../lib/format';
import { useForm } from '../../lib/useForm';
import { button, card, muted, row, stack } from '../../styles/ui.css';
import { ChangedItems, ChangedMark } from '../history/ChangedMark';
import { VendorForm } from './VendorForm';
import { EditVendor, ViewVendor } from './VendorPages';

/** /wedding/{slug}/vendors and its children: the list, add-vendor, edit/{vendor} and view/{vendor}. */
export default function WeddingVendorsPage({ sub = '' }: { sub?: string }) {
  const wedding = useLoadedWedding();
  const [kind, id] = sub.split('/');
  if (kind === 'add-vendor') return <AddVendor wedding={wedding} />;
  if (kind === 'edit' && id) return <EditVendor wedding={wedding} id={id} />;
  if (kind === 'view' && id) return <ViewVendor wedding={wedding} id={id} />;
  return (
    <ChangedItems area="vendors">
      <VendorList wedding={wedding} />
    </ChangedItems>
  );
}

function AddVendor({ wedding }: { wedding: Wedding }) {
  const form = useForm(VENDOR_FIELDS, useAddVendor(wedding.id, wedding.slug), vendorValues(null), {
    draft: `vendor:new:${wedding.id}`,
  });
  return (
    <section className={`${card} ${stack}`} aria-labelledby="add-vendor">
      <h1 id="add-vendor">Add a vendor</h1>
      <p className={muted}>
        Or <Link href="/wedding/extras/vendors">find one in the vendor directory</Link>, so they can confirm what you
        expect of them.
      </p>
      <VendorForm form={form} submitLabel="Add vendor" />
    </section>
  );
}

function VendorList({ wedding }: { wedding: Wedding }) {
  const vendors = useWeddingVendors(wedding.id);
  const couple = useIsCouple();
  if (vendors.status === 'loading') return <p className={muted}>Loading your vendors…</p>;
  if (vendors.status === 'failed') return <p role="alert">We could not load the vendors. Please try again.</p>;
  const byCategory = new Map<string, WeddingVendor[]>();
  for (const v of vendors.data) byCategory.set(v.category, [...(byCategory.get(v.category) ?? []), v]);
  const booked = vendors.data.filter((v) => v.status === 'booked' || v.status === 'paid').length;
  return (
    <section className={stack} aria-labelledby="vendors-title">
      <div className={row}>
        <h1 id="vendors-title">Vendors</h1>
        {couple ? (
          <>
            <Link className={button.primary} href={weddingPath(wedding.slug, 'vendors/add-vendor')}>
              Add a vendor
            </Link>
            <Link className={button.secondary} href="/wedding/extras/vendors">
              Find vendors
            </Link>
          </>
        ) : null}
      </div>
      <p className={muted}>
        {vendors.data.length
          ? `${booked} of ${vendors.data.length} booked. ${VENDOR_STATUSES.map((s) => `${s.name}: ${vendors.data.filter((v) => v.status === s.id).length}`).join(' · ')}`
          : 'No vendors yet. Add the venue, the photographer and everyone else you are talking to.'}
      </p>
      {[...byCategory].map(([category, list]) => (
        <section key={category} className={`${card} ${stack}`} aria-label={categoryName(category)}>
          <h2>{categoryName(category)}</h2>
          <ul className={stack}>
            {list.map((v) => (
              <li key={v.id} className={row}>
                <Link href={weddingPath(wedding.slug, `vendors/view/${v.id}`)}>{v.name}</Link>
                <ChangedMark id={v.id} />
                <span className={muted}>{statusName(v.status)}</span>
                {couple ? <span>{formatMoney(v.quoted_price, v.currency)}</span> : null}
                {v.expectations?.confirmed_at ? <span>Expectations confirmed</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
