import { Link } from 'wouter';
import { fundsTexts as t } from '../../../shared/fundsText';
import type { FundsOverview, Payment, Transaction } from '../../../shared/fundsTypes';
import type { Wedding } from '../../../shared/weddings';
import { useFundsOverview, useFundsSummary, useWeddingToday } from '../../areas/funds/funds';
import { LoadFailed } from '../../components/lists/LoadFailed';
import { formatDate, weddingPath } from '../../lib/format';
import { button, card, muted, row, stack } from '../../styles/ui.css';
import { BudgetChart } from './BudgetChart';
import * as css from './Funds.css';
import { type Column, FundsTable } from './FundsTable';
import { money, paymentStanding } from './money';

export function PaymentDue({ payment, reminderDays, zone }: { payment: Payment; reminderDays: number; zone: string }) {
  const standing = paymentStanding(payment, useWeddingToday(zone), reminderDays);
  const label = { overdue: t.overdue, dueSoon: t.dueSoon, planned: t.planned, paid: t.paid }[standing];
  const tone = standing === 'overdue' ? css.overdue : standing === 'dueSoon' ? css.dueSoon : muted;
  return (
    <span className={tone} data-standing={standing}>
      {label} · {formatDate(payment.due_date)}
    </span>
  );
}

/** The columns of a TransactionRow, for the tables that list them. */
export const TRANSACTION_COLUMNS: Column[] = ['Date', 'Transaction', 'Type and vendor', 'Amount'];

export function TransactionRow({
  wedding,
  tx,
  types,
  vendors,
}: {
  wedding: Wedding;
  tx: Transaction;
  types: Map<string, string>;
  /** The wedding's vendors by id, where the list names who was paid. */
  vendors?: Map<string, string>;
}) {
  const vendor = tx.vendor ? vendors?.get(tx.vendor) : undefined;
  const sign = tx.direction === 'in' ? '+' : '−';
  return (
    <tr>
      <td>{formatDate(tx.date)}</td>
      <td>
        <Link href={weddingPath(wedding.slug, `money/cash-flow/view-transaction/${tx.id}`)}>
          {tx.note ||
            (tx.expense_type ? types.get(tx.expense_type) : null) ||
            (tx.direction === 'in' ? t.moneyIn : t.moneyOut)}
        </Link>
      </td>
      <td className={muted}>
        {[tx.expense_type ? types.get(tx.expense_type) : '', vendor].filter(Boolean).join(' · ')}
      </td>
      <td className={`${css.amount} ${tx.direction === 'in' ? css.moneyIn : ''}`}>
        {sign}
        {money(tx.amount_minor, tx.currency)}
      </td>
    </tr>
  );
}

/** Late payments stand out above everything else on Funds, with the way to the schedule to pay them. */
function OverdueBanner({ wedding }: { wedding: Wedding }) {
  const summary = useFundsSummary(wedding.id);
  const count = summary.status === 'ready' ? summary.data.overdue_count : 0;
  if (!count) return null;
  return (
    <p role="alert" className={css.overdueBanner} data-testid="funds-overdue">
      {count === 1 ? '1 payment is overdue.' : `${count} payments are overdue.`}{' '}
      <Link href={weddingPath(wedding.slug, 'money/payments')}>Pay or reschedule</Link>
    </p>
  );
}

function Body({ wedding, data }: { wedding: Wedding; data: FundsOverview }) {
  const home = data.settings.home_currency;
  const types = new Map(data.budget.map((b) => [b.expense_type, b.name]));
  const planned = data.budget.reduce((n, b) => n + b.planned_minor, 0);
  const spent = data.budget.reduce((n, b) => n + b.spent_minor, 0);
  return (
    <div className={stack}>
      <div className={row}>
        <h1>{t.funds}</h1>
        <Link href={weddingPath(wedding.slug, 'money/cash-flow/add-transaction')} className={button.primary}>
          {t.addTransaction}
        </Link>
      </div>
      <OverdueBanner wedding={wedding} />
      <div className={css.grid}>
        <section className={card} aria-label="Budget summary">
          <h2>{t.budget}</h2>
          <p>
            Budget <strong data-testid="budget-total">{money(data.settings.budget_minor, home)}</strong>
          </p>
          <p>
            {t.spent} <strong data-testid="budget-spent">{money(spent, home)}</strong> · {t.planned}{' '}
            {money(planned, home)}
          </p>
          <p>
            {t.remaining}{' '}
            <strong data-testid="budget-remaining">{money(data.settings.budget_minor - spent, home)}</strong>
          </p>
        </section>
        <section className={card} aria-label="Balances">
          <h2>{t.accounts}</h2>
          {data.accounts.length ? (
            <table className={css.table}>
              <tbody>
                {data.accounts
                  .filter((a) => !a.archived)
                  .map((a) => (
                    <tr key={a.id}>
                      <td>{a.name}</td>
                      <td className={css.amount} data-testid={`balance-${a.name}`}>
                        {money(a.balance_minor, a.currency)}
                      </td>
                    </tr>
                  ))}
              </tbody>
            </table>
          ) : (
            <p className={muted}>{t.noAccounts}</p>
          )}
          {data.totals.map((total) => (
            <p key={total.currency} className={muted}>
              {total.currency}: in {money(total.in_minor, total.currency)}, out {money(total.out_minor, total.currency)}
            </p>
          ))}
        </section>
        <section className={card} aria-label="Next payments">
          <h2>{t.payments}</h2>
          {data.upcoming.length ? (
            <ul className={stack}>
              {data.upcoming.map((p) => (
                <li key={p.id}>
                  <strong>{p.title}</strong> {money(p.amount_minor, p.currency)}{' '}
                  <PaymentDue payment={p} reminderDays={data.settings.reminder_days} zone={wedding.time_zone} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={muted}>{t.noPayments}</p>
          )}
          <Link href={weddingPath(wedding.slug, 'money/payments')}>All payments</Link>
        </section>
      </div>
      <section className={card} aria-label="Budget by expense type">
        <h2>Planned and spent by type ({home})</h2>
        {data.budget.some((l) => !l.archived && (l.planned_minor > 0 || l.spent_minor > 0)) ? (
          <BudgetChart lines={data.budget} currency={home} />
        ) : (
          <p className={muted}>
            {t.noBudgetYet} <Link href={weddingPath(wedding.slug, 'money/budget')}>{t.planBudget}</Link>
          </p>
        )}
      </section>
      <section className={card} aria-label="Latest transactions">
        <h2>Latest transactions</h2>
        {data.latest.length ? (
          <FundsTable columns={TRANSACTION_COLUMNS}>
            {data.latest.map((tx) => (
              <TransactionRow key={tx.id} wedding={wedding} tx={tx} types={types} />
            ))}
          </FundsTable>
        ) : (
          <p className={muted}>{t.noTransactions}</p>
        )}
      </section>
    </div>
  );
}

export function Overview({ wedding }: { wedding: Wedding }) {
  const overview = useFundsOverview(wedding.id);
  if (overview.status === 'loading') return <p className={muted}>Loading…</p>;
  if (overview.status === 'failed') return <LoadFailed load={overview} />;
  return <Body wedding={wedding} data={overview.data} />;
}
