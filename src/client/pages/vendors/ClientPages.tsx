import { useRef } from 'react';
import { plusDays } from '../../../shared/calendarDate';
import {
  amountDue,
  formatMoney,
  minorOf,
  type OwnBusiness,
  statusName,
  type VendorClient,
} from '../../../shared/vendors';
import { localToday } from '../../../shared/weddingDates';
import { useClients, useConfirmExpectations } from '../../areas/vendors/vendors';
import { LoadFailed } from '../../components/lists/LoadFailed';
import { formatDate } from '../../lib/format';
import { button, card, muted, row, stack } from '../../styles/ui.css';
import { ProposalPanel } from './ProposalPanel';

// What a business sees of the weddings that linked it: their name and date, the expectations, the items assigned to
// it and the payments to it. Nothing else of a wedding reaches these pages (the server sends nothing else).

function Clients({
  business,
  children,
}: {
  business: OwnBusiness;
  children: (clients: VendorClient[]) => React.ReactNode;
}) {
  const clients = useClients(business.id);
  // A change told over the socket loads the list again: the page keeps showing the last list meanwhile, so an open
  // form or button is not swept away by its own answer.
  const last = useRef<VendorClient[] | null>(null);
  if (clients.status === 'ready') last.current = clients.data;
  if (clients.status === 'loading' && last.current) return <>{children(last.current)}</>;
  if (clients.status === 'loading') return <p className={muted}>Loading your clients…</p>;
  if (clients.status === 'failed') return <LoadFailed load={clients} />;
  return <>{children(clients.data)}</>;
}

/** /database: the weddings that linked the business, with status. */
export function DatabasePage({ business }: { business: OwnBusiness }) {
  return (
    <Clients business={business}>
      {(clients) => (
        <section className={stack} aria-labelledby="database-title">
          <h1 id="database-title">Clients</h1>
          {clients.length ? (
            <table>
              <thead>
                <tr>
                  <th scope="col">Wedding</th>
                  <th scope="col">Date</th>
                  <th scope="col">Status</th>
                  <th scope="col">Expectations</th>
                </tr>
              </thead>
              <tbody>
                {clients.map((c) => (
                  <tr key={c.id}>
                    <td>{c.wedding.name}</td>
                    <td>{formatDate(c.wedding.date)}</td>
                    <td>{statusName(c.status)}</td>
                    <td>{!c.expectations ? 'None yet' : c.expectations.confirmed_at ? 'Confirmed' : 'To confirm'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className={muted}>No wedding has added {business.name} yet.</p>
          )}
        </section>
      )}
    </Clients>
  );
}

/** /expectations: what each couple expects, and whether it is confirmed. */
export function ExpectationsPage({ business }: { business: OwnBusiness }) {
  const confirm = useConfirmExpectations();
  return (
    <Clients business={business}>
      {(clients) => (
        <section className={stack} aria-labelledby="vendor-expectations-title">
          <h1 id="vendor-expectations-title">Expectations</h1>
          {clients.filter((c) => c.expectations).length === 0 ? (
            <p className={muted}>No couple has written expectations for you yet.</p>
          ) : null}
          {clients
            .filter((c) => c.expectations)
            .map((c) => {
              const e = c.expectations!;
              return (
                <article key={c.id} className={`${card} ${stack}`} aria-label={c.wedding.name}>
                  <h2>
                    {c.wedding.name} · {formatDate(c.wedding.date)}
                  </h2>
                  <p>Deliverables: {e.deliverables || '—'}</p>
                  <p>Arrival: {e.arrival_time ?? '—'}</p>
                  <p>Contacts on the day: {e.day_contacts || '—'}</p>
                  <ul aria-label="Your run-of-show items">
                    {c.jobs.map((j) => (
                      <li key={j.id}>
                        {j.time ? `${j.time} ` : ''}
                        {j.title}
                      </li>
                    ))}
                  </ul>
                  <ProposalPanel vendorId={c.id} expectations={e} side="vendor" />
                  {e.confirmed_at ? (
                    <p>Confirmed</p>
                  ) : (
                    <button
                      type="button"
                      className={button.primary}
                      disabled={confirm.busy}
                      onClick={() => confirm.request(c.id)}
                    >
                      Confirm expectations
                    </button>
                  )}
                </article>
              );
            })}
        </section>
      )}
    </Clients>
  );
}

/** /financials: per wedding, quoted, due and paid, read-only; totals for the month. */
export function FinancialsPage({ business }: { business: OwnBusiness }) {
  const month = localToday().slice(0, 7);
  return (
    <Clients business={business}>
      {(clients) => {
        const inMonth = clients.filter((c) => c.deposit_due?.startsWith(month) || c.wedding.date.startsWith(month));
        const currency = clients[0]?.currency ?? business.currency;
        const sum = (f: (c: VendorClient) => number) =>
          inMonth.filter((c) => c.currency === currency).reduce((n, c) => n + f(c), 0);
        return (
          <section className={stack} aria-labelledby="financials-title">
            <h1 id="financials-title">Financials</h1>
            <table>
              <thead>
                <tr>
                  <th scope="col">Wedding</th>
                  <th scope="col">Quoted</th>
                  <th scope="col">Due</th>
                  <th scope="col">Paid</th>
                </tr>
              </thead>
              <tbody>
                {clients.map((c) => (
                  <tr key={c.id}>
                    <td>{c.wedding.name}</td>
                    <td>{formatMoney(c.quoted_price, c.currency)}</td>
                    <td>
                      {formatMoney(amountDue(c), c.currency)}
                      {c.deposit_due && amountDue(c) > 0 ? ` by ${formatDate(c.deposit_due)}` : ''}
                    </td>
                    <td>{formatMoney(c.amount_paid, c.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p data-testid="month-totals">
              This month: due {formatMoney(sum(amountDue), currency)}, paid{' '}
              {formatMoney(
                sum((c) => minorOf(c.amount_paid, c.currency)),
                currency,
              )}
            </p>
            <PaymentSchedule clients={clients} month={month} />
          </section>
        );
      }}
    </Clients>
  );
}

/** The payments each couple scheduled in Funds for this business, by due date, with this month's totals per currency. */
function PaymentSchedule({ clients, month }: { clients: VendorClient[]; month: string }) {
  const payments = clients
    .flatMap((c) => c.payments.map((p) => ({ ...p, wedding: c.wedding.name })))
    .sort((a, b) => a.due_on.localeCompare(b.due_on));
  const totals = new Map<string, { due: number; paid: number }>();
  for (const p of payments.filter((p) => p.due_on.startsWith(month))) {
    const t = totals.get(p.currency) ?? { due: 0, paid: 0 };
    if (p.paid) t.paid += minorOf(p.amount, p.currency);
    else t.due += minorOf(p.amount, p.currency);
    totals.set(p.currency, t);
  }
  return (
    <section className={stack} aria-labelledby="schedule-title">
      <h2 id="schedule-title">Payment schedule</h2>
      {payments.length === 0 ? (
        <p className={muted}>No couple has scheduled a payment to you yet.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Wedding</th>
              <th scope="col">Payment</th>
              <th scope="col">Amount</th>
              <th scope="col">Due</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {payments.map((p) => (
              <tr key={p.id}>
                <td>{p.wedding}</td>
                <td>{p.title}</td>
                <td>{formatMoney(p.amount, p.currency)}</td>
                <td>{formatDate(p.due_on)}</td>
                <td>{p.paid ? 'Paid' : 'Due'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {totals.size ? (
        <p data-testid="schedule-month-totals">
          Scheduled this month:{' '}
          {[...totals]
            .map(([currency, t]) => `due ${formatMoney(t.due, currency)}, paid ${formatMoney(t.paid, currency)}`)
            .join('; ')}
        </p>
      ) : null}
    </section>
  );
}

/** /ops, /this-week and /today: the run-of-show items assigned to the business, wedding by wedding. */
export function JobsPage({ business, range }: { business: OwnBusiness; range: 'all' | 'week' | 'today' }) {
  const today = localToday();
  const end = range === 'today' ? today : range === 'week' ? plusDays(today, 6) : '9999-12-31';
  const title = range === 'today' ? 'Today' : range === 'week' ? 'This week' : 'Ops';
  return (
    <Clients business={business}>
      {(clients) => {
        const shown = clients.filter((c) => c.wedding.date >= today && c.wedding.date <= end);
        return (
          <section className={stack} aria-labelledby="jobs-title">
            <h1 id="jobs-title">{title}</h1>
            {shown.length === 0 ? <p className={muted}>No jobs {range === 'today' ? 'today' : 'ahead'}.</p> : null}
            {shown.map((c) => (
              <article key={c.id} className={`${card} ${stack}`} aria-label={c.wedding.name}>
                <h2>
                  {c.wedding.name} · {formatDate(c.wedding.date)}
                </h2>
                {c.expectations?.arrival_time ? <p>Arrive by {c.expectations.arrival_time}</p> : null}
                <ul className={stack}>
                  {c.jobs.map((j) => (
                    <li key={j.id} className={row}>
                      <strong>{j.time ?? '—'}</strong> {j.title}{' '}
                      {j.place ? <span className={muted}>{j.place}</span> : null}
                    </li>
                  ))}
                </ul>
              </article>
            ))}
          </section>
        );
      }}
    </Clients>
  );
}
