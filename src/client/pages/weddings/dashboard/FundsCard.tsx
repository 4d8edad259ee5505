import AlertTriangle from 'lucide-react/icons/triangle-alert';
import { Link } from 'wouter';
import { formatMoney } from '../../../../shared/money';
import type { Wedding } from '../../../../shared/weddings';
import { useFundsSummary } from '../../../areas/funds/fundsReads';
import { formatDate, weddingPath } from '../../../lib/format';
import { card, muted, stack } from '../../../styles/ui.css';
import * as css from './Dashboard.css';

// The couple's money at a glance: budget, spent and what is left, and late payments as a red badge that links to
// the payment schedule. Summed by the server, in the home currency, and live with the Funds store.

export function FundsCard({ wedding }: { wedding: Wedding }) {
  const summary = useFundsSummary(wedding.id);
  const payments = weddingPath(wedding.slug, 'money/payments');
  return (
    <section className={`${card} ${stack}`} aria-labelledby="funds-card-title">
      <h2 id="funds-card-title">Funds</h2>
      {summary.status === 'failed' ? <p role="alert">We could not load your funds.</p> : null}
      {summary.status === 'ready' ? (
        <>
          {summary.data.overdue_count ? (
            <Link href={payments} className={css.overdueBadge} data-testid="overdue-payments">
              <AlertTriangle aria-hidden size={18} />
              {summary.data.overdue_count === 1
                ? '1 payment is overdue'
                : `${summary.data.overdue_count} payments are overdue`}
            </Link>
          ) : null}
          <p>
            Spent <strong>{formatMoney(summary.data.spent_minor, summary.data.home_currency)}</strong> of{' '}
            {formatMoney(summary.data.budget_minor, summary.data.home_currency)}
          </p>
          {summary.data.next_payment ? (
            <p className={muted}>
              Next payment: {summary.data.next_payment.title},{' '}
              {formatMoney(summary.data.next_payment.amount_minor, summary.data.next_payment.currency)} on{' '}
              {formatDate(summary.data.next_payment.due_date)}
            </p>
          ) : null}
        </>
      ) : null}
      <Link href={weddingPath(wedding.slug, 'money')}>Funds</Link>
    </section>
  );
}
