import { Link } from 'wouter';
import { fundsTexts as t } from '../../../shared/fundsText';
import { useLoadedWedding } from '../../areas/weddings/WeddingContext';
import { weddingPath } from '../../lib/format';
import { button } from '../../styles/ui.css';
import { ChangedItems } from '../history/ChangedMark';
import { NotFound } from '../NotFound';
import { Accounts } from './Accounts';
import { CashFlow } from './CashFlow';
import * as css from './Funds.css';
import { Overview } from './Overview';
import { Payments } from './Payments';
import { Budget, ExpenseTypes } from './Setup';
import { AddTransaction, EditTransaction, ViewTransaction } from './TransactionPages';

const SECTIONS = [
  ['', t.funds],
  ['cash-flow', t.cashFlow],
  ['payments', t.payments],
  ['budget', t.budget],
  ['accounts', t.accounts],
  ['expense-types', t.expenseTypes],
] as const;

/** /wedding/{slug}/money and its sub-pages (spec: money, cash-flow/…, {moneyComponentName}). */
export default function FundsPage({ sub = '' }: { sub?: string }) {
  const wedding = useLoadedWedding();
  const base = weddingPath(wedding.slug, 'money');
  const [first, second, id] = sub.split('/');
  const body = (() => {
    if (!first) return <Overview wedding={wedding} />;
    if (first === 'cash-flow' && second === 'add-transaction') return <AddTransaction wedding={wedding} />;
    if (first === 'cash-flow' && second === 'edit-transaction' && id)
      return <EditTransaction wedding={wedding} id={id} />;
    if (first === 'cash-flow' && second === 'view-transaction' && id)
      return <ViewTransaction wedding={wedding} id={id} />;
    if (second) return null;
    switch (first) {
      case 'cash-flow':
        return <CashFlow wedding={wedding} />;
      case 'payments':
        return (
          <ChangedItems area="funds">
            <Payments wedding={wedding} />
          </ChangedItems>
        );
      case 'budget':
        return <Budget wedding={wedding} />;
      case 'accounts':
        return <Accounts wedding={wedding} />;
      case 'expense-types':
        return <ExpenseTypes wedding={wedding} />;
      default:
        return null;
    }
  })();
  if (!body) return <NotFound />;
  return (
    // No page padding of its own: the wedding layout around it has it already (twice was a cramped phone).
    <div>
      <nav className={css.tabs} aria-label={t.funds}>
        {SECTIONS.map(([path, label]) => (
          <Link
            key={path}
            href={path ? `${base}/${path}` : base}
            className={button.quiet}
            aria-current={first === path || (!first && !path) ? 'page' : undefined}
          >
            {label}
          </Link>
        ))}
      </nav>
      {body}
    </div>
  );
}
