import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { categoryName, formatMoney, type OwnBusiness, type VendorBusiness } from '../../../shared/vendors';
import { useBusiness, useCreateBusiness, useTeamActions, useUpdateBusiness } from '../../areas/vendors/vendors';
import { FormShell } from '../../components/form/FormShell';
import { SelectField } from '../../components/form/SelectField';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { LoadFailed } from '../../components/lists/LoadFailed';
import { FeedLayout } from '../../layouts/FeedLayout';
import { type FormRef, useForm } from '../../lib/useForm';
import { button, card, muted, row, stack } from '../../styles/ui.css';
import { CurrencyField } from '../funds/Pickers';
import { PhotoGallery, PhotoManager, PhotoPicker } from './BusinessPhotos';
import { CitiesField } from './CitiesField';
import { CATEGORY_OPTIONS } from './VendorForm';

const BUSINESS_FIELDS = {
  name: 'text',
  category: 'text',
  cities: 'optional',
  description: 'optional',
  currency: 'optional',
  price_min: 'optional',
  price_max: 'optional',
  contact_name: 'optional',
  email: 'optional',
  phone: 'optional',
  website: 'optional',
} as const;

function businessValues(b: VendorBusiness | null): Record<string, string> {
  if (!b) return { category: 'photography', currency: 'USD' };
  return {
    name: b.name,
    category: b.category,
    cities: b.cities.join(', '),
    description: b.description,
    currency: b.currency,
    price_min: b.price_min ?? '',
    price_max: b.price_max ?? '',
    contact_name: b.contact_name,
    email: b.email,
    phone: b.phone,
    website: b.website,
  };
}

function BusinessForm({ form, submitLabel }: { form: FormRef; submitLabel: string }) {
  return (
    <FormShell form={form} submitLabel={submitLabel} busyLabel="Saving…">
      <TextField form={form} name="name" label="Business name" />
      <SelectField form={form} name="category" label="Category" options={CATEGORY_OPTIONS} />
      <CitiesField form={form} />
      <TextAreaField form={form} name="description" label="Description" rows={5} />
      <CurrencyField form={form} name="currency" label="Currency" />
      <TextField form={form} name="price_min" label="Prices from" />
      <TextField form={form} name="price_max" label="Prices up to" />
      <TextField form={form} name="contact_name" label="Contact name" />
      <TextField form={form} name="email" label="Email" type="email" />
      <TextField form={form} name="phone" label="Phone" />
      <TextField form={form} name="website" label="Website" />
    </FormShell>
  );
}

/** /v: the businesses the user acts for. */
export function MyBusinesses({ businesses }: { businesses: OwnBusiness[] }) {
  return (
    <section className={stack} aria-labelledby="businesses-title">
      <div className={row}>
        <h1 id="businesses-title">Your businesses</h1>
        <Link className={button.primary} href="/v/create">
          Register a business
        </Link>
      </div>
      {businesses.length ? (
        <ul className={stack} aria-label="Businesses">
          {businesses.map((b) => (
            <li key={b.id} className={row}>
              <Link href={`/v/${b.id}`}>{b.name}</Link>
              <span className={muted}>{categoryName(b.category)}</span>
              <Link href={`/database?b=${b.id}`}>Clients</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className={muted}>Register your business so couples can find you in the vendor directory.</p>
      )}
    </section>
  );
}

/** /v/create */
export function CreateBusiness() {
  const [photos, setPhotos] = useState<File[]>([]);
  const latest = useRef(photos);
  latest.current = photos;
  const form = useForm(
    BUSINESS_FIELDS,
    useCreateBusiness(() => latest.current),
    businessValues(null),
  );
  return (
    <section className={`${card} ${stack}`} aria-labelledby="create-business">
      <h1 id="create-business">Register your business</h1>
      <PhotoPicker chosen={photos} choose={setPhotos} />
      <BusinessForm form={form} submitLabel="Register business" />
    </section>
  );
}

/** /v/{vendor}: the public page, for anyone. */
export function PublicBusiness({ id }: { id: string }) {
  const business = useBusiness(id);
  return (
    <FeedLayout>
      {business.status === 'loading' ? <p className={muted}>Loading…</p> : null}
      {business.status === 'failed' ? <LoadFailed load={business} /> : null}
      {business.status === 'ready' ? (
        <article className={`${card} ${stack}`} aria-labelledby="business-name">
          <h1 id="business-name">{business.data.name}</h1>
          <p className={muted}>
            {categoryName(business.data.category)}
            {business.data.cities.length ? ` · ${business.data.cities.join(', ')}` : ''}
          </p>
          {business.data.price_min !== null || business.data.price_max !== null ? (
            <p>
              Prices {formatMoney(business.data.price_min, business.data.currency)} –{' '}
              {formatMoney(business.data.price_max, business.data.currency)}
            </p>
          ) : null}
          <PhotoGallery photos={business.data.photos} name={business.data.name} />
          <p>{business.data.description}</p>
          {business.data.contact_name ? <p>{business.data.contact_name}</p> : null}
          {business.data.email ? <a href={`mailto:${business.data.email}`}>{business.data.email}</a> : null}
          {business.data.phone ? <a href={`tel:${business.data.phone}`}>{business.data.phone}</a> : null}
          {business.data.website ? (
            <a href={business.data.website} target="_blank" rel="noopener noreferrer">
              {business.data.website}
            </a>
          ) : null}
          <Link href="/wedding/extras/vendors">Back to the directory</Link>
        </article>
      ) : null}
    </FeedLayout>
  );
}

/** /settings: the business's details and its team. */
export function SettingsPage({ business }: { business: OwnBusiness }) {
  const form = useForm(BUSINESS_FIELDS, useUpdateBusiness(business.id), businessValues(business));
  const team = useTeamActions(business.id);
  const teamForm = useForm({ email: 'email' }, team.add, {});
  return (
    <div className={stack}>
      <section className={`${card} ${stack}`} aria-labelledby="settings-title">
        <h1 id="settings-title">{business.name}: settings</h1>
        <BusinessForm form={form} submitLabel="Save details" />
      </section>
      <section className={card}>
        <PhotoManager business={business.id} photos={business.photos} name={business.name} />
      </section>
      <section className={`${card} ${stack}`} aria-labelledby="team-title">
        <h2 id="team-title">Team</h2>
        <ul className={stack} aria-label="Team">
          {business.team.map((m) => (
            <li key={m.id} className={row}>
              <span>{m.full_name}</span>
              <span className={muted}>{m.is_owner ? 'Owner' : m.email}</span>
              {m.is_owner ? null : (
                <button
                  type="button"
                  className={button.secondary}
                  disabled={team.remove.busy}
                  onClick={() => team.remove.request(m.id)}
                >
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
        <FormShell form={teamForm} submitLabel="Add to team" busyLabel="Adding…">
          <TextField form={teamForm} name="email" label="Email of their Vowline account" type="email" />
        </FormShell>
      </section>
    </div>
  );
}
