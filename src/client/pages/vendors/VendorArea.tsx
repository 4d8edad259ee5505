import type { ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { VendorArea as AreaData, OwnBusiness } from '../../../shared/vendors';
import { useVendorArea } from '../../areas/vendors/vendors';
import { LoadFailed } from '../../components/lists/LoadFailed';
import { FeedLayout } from '../../layouts/FeedLayout';
import { Guarded } from '../../routes/guards';
import { card, muted, row, stack } from '../../styles/ui.css';
import { CreateBusiness, MyBusinesses, PublicBusiness, SettingsPage } from './BusinessPages';
import { DatabasePage, ExpectationsPage, FinancialsPage, JobsPage } from './ClientPages';
import { TeamInvites } from './TeamInvites';
import { VendorCalendarPage } from './VendorCalendar';

export type VendorPage =
  | 'list'
  | 'create'
  | 'public'
  | 'calendar'
  | 'database'
  | 'expectations'
  | 'financials'
  | 'ops'
  | 'today'
  | 'this-week'
  | 'settings';

/** The vendor menu; 'This week' and 'Today' only for OPS_HANDLES and vendor teams. */
function VendorMenu({ area, business }: { area: AreaData; business: OwnBusiness | undefined }) {
  const [location] = useLocation();
  const q = business && area.businesses.length > 1 ? `?b=${business.id}` : '';
  const links: [string, string][] = [
    ['Businesses', '/v'],
    ...(business
      ? ([
          ['Calendar', `/v/${business.id}/calendar`],
          ['Database', '/database'],
          ['Expectations', '/expectations'],
          ['Financials', '/financials'],
          ['Ops', '/ops'],
        ] as [string, string][])
      : []),
    ...(area.ops
      ? ([
          ['This week', '/this-week'],
          ['Today', '/today'],
        ] as [string, string][])
      : []),
    ...(business ? ([['Settings', '/settings']] as [string, string][]) : []),
  ];
  return (
    <nav className={row} aria-label="Vendor">
      {links.map(([label, href]) => (
        <Link
          key={href}
          href={`${href}${href === '/v' ? '' : q}`}
          aria-current={location === href ? 'page' : undefined}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

/** Every page of the vendor area: signed out starts a login flow (spec section 6); one business at a time (?b=). */
export default function VendorAreaRoutes({ page, id }: { page: VendorPage; id?: string }) {
  if (page === 'public') return <PublicBusiness id={id ?? ''} />;
  return (
    <Guarded name="auth">
      <FeedLayout>
        <Area page={page} id={id} />
      </FeedLayout>
    </Guarded>
  );
}

function Area({ page, id }: { page: VendorPage; id?: string }) {
  const area = useVendorArea();
  const chosen = new URLSearchParams(useSearch()).get('b') ?? id;
  if (area.status === 'loading') return <p className={muted}>Loading your vendor area…</p>;
  if (area.status === 'failed') return <LoadFailed load={area} />;
  const { businesses } = area.data;
  const business = businesses.find((b) => b.id === chosen) ?? businesses[0];
  let body: ReactNode;
  if (page === 'list') body = <MyBusinesses businesses={businesses} />;
  else if (page === 'create') body = <CreateBusiness />;
  else if (!business) {
    body = (
      <section className={`${card} ${stack}`}>
        <h1>No business yet</h1>
        <p>
          <Link href="/v/create">Register your business</Link> to see your clients, their expectations and your jobs.
        </p>
      </section>
    );
  } else if (page === 'settings') body = <SettingsPage business={business} />;
  else if (page === 'calendar') body = <VendorCalendarPage business={business} />;
  else if (page === 'database') body = <DatabasePage business={business} />;
  else if (page === 'expectations') body = <ExpectationsPage business={business} />;
  else if (page === 'financials') body = <FinancialsPage business={business} />;
  else
    body = <JobsPage business={business} range={page === 'today' ? 'today' : page === 'this-week' ? 'week' : 'all'} />;
  return (
    <div className={stack}>
      <TeamInvites />
      <VendorMenu area={area.data} business={business} />
      {body}
    </div>
  );
}
