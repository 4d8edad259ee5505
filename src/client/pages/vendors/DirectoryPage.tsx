import { useState } from 'react';
import { Link } from 'wouter';
import { categoryName, formatMoney, type VendorBusiness } from '../../../shared/vendors';
import type { Wedding } from '../../../shared/weddings';
import { type DirectoryQuery, useAddToWedding, useCoupleWeddings, useDirectory } from '../../areas/vendors/vendors';
import { Select } from '../../components/controls/Select';
import { LoadFailed } from '../../components/lists/LoadFailed';
import { ShowMore } from '../../components/lists/ShowMore';
import { FeedLayout } from '../../layouts/FeedLayout';
import { button, card, muted, row, stack } from '../../styles/ui.css';
import { CATEGORY_OPTIONS } from './VendorForm';

/** /wedding/extras: what every wedding can use beyond its own pages. */
export function ExtrasPage() {
  return (
    <FeedLayout>
      <section className={`${card} ${stack}`} aria-labelledby="extras-title">
        <h1 id="extras-title">Wedding extras</h1>
        <p>
          <Link href="/wedding/extras/vendors">Vendor directory</Link>: photographers, venues, florists and more, to add
          to your wedding’s vendor list.
        </p>
        <p>
          <Link href="/v">Your vendor area</Link>: register your own business so couples can find you.
        </p>
      </section>
    </FeedLayout>
  );
}

const PRICE = (b: VendorBusiness) =>
  b.price_min === null && b.price_max === null
    ? ''
    : `${formatMoney(b.price_min, b.currency)} – ${formatMoney(b.price_max, b.currency)}`;

/** /wedding/extras/vendors: the directory, searchable by category, city and name. */
export default function DirectoryPage() {
  const [query, setQuery] = useState<DirectoryQuery>({ search: '', category: '', city: '' });
  const [draft, setDraft] = useState(query);
  const results = useDirectory(query);
  const weddings = useCoupleWeddings();
  const add = useAddToWedding();
  const [target, setTarget] = useState('');
  const mine: Wedding[] = weddings.status === 'ready' ? weddings.data : [];
  const wedding = target || mine[0]?.id || '';
  return (
    <FeedLayout>
      <section className={stack} aria-labelledby="directory-title">
        <h1 id="directory-title">Vendor directory</h1>
        <search>
          <form
            className={row}
            onSubmit={(e) => {
              e.preventDefault();
              setQuery(draft);
            }}
          >
            <label>
              Name <input value={draft.search} onChange={(e) => setDraft({ ...draft, search: e.target.value })} />
            </label>
            <label>
              Category{' '}
              <Select value={draft.category} onChange={(e) => setDraft({ ...draft, category: e.target.value })}>
                <option value="">Any</option>
                {CATEGORY_OPTIONS.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </Select>
            </label>
            <label>
              City <input value={draft.city} onChange={(e) => setDraft({ ...draft, city: e.target.value })} />
            </label>
            <button className={button.primary} type="submit">
              Search
            </button>
          </form>
        </search>
        {mine.length > 1 ? (
          <label>
            Add to{' '}
            <Select value={wedding} onChange={(e) => setTarget(e.target.value)}>
              {mine.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.name}
                </option>
              ))}
            </Select>
          </label>
        ) : null}
        {results.status === 'loading' ? <p className={muted}>Searching…</p> : null}
        {results.status === 'failed' ? <LoadFailed load={results} /> : null}
        {results.status === 'ready' ? (
          <>
            <p className={muted}>{results.count === 1 ? '1 vendor' : `${results.count} vendors`}</p>
            <ul className={stack} aria-label="Vendors">
              {results.items.map((b) => (
                <li key={b.id} className={`${card} ${stack}`}>
                  <div className={row}>
                    <Link href={`/v/${b.id}`}>{b.name}</Link>
                    <span className={muted}>{categoryName(b.category)}</span>
                    <span className={muted}>{b.cities.join(', ')}</span>
                    <span>{PRICE(b)}</span>
                  </div>
                  {mine.length ? (
                    <button
                      type="button"
                      className={button.secondary}
                      disabled={add.busy}
                      onClick={() => add.request({ wedding, business: b.id })}
                    >
                      Add to my wedding
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
            <ShowMore list={results} />
          </>
        ) : null}
      </section>
    </FeedLayout>
  );
}
