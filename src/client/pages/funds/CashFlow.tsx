import { useState } from 'react';
import { Link } from 'wouter';
import { fundsTexts as t } from '../../../shared/fundsText';
import type { Wedding } from '../../../shared/weddings';
import { useCashFlow, useExportCsv, useFundsOverview } from '../../areas/funds/funds';
import type { TransactionQuery } from '../../areas/funds/fundsApi';
import { Select } from '../../components/controls/Select';
import { LoadFailed } from '../../components/lists/LoadFailed';
import { ShowMore } from '../../components/lists/ShowMore';
import { weddingPath } from '../../lib/format';
import { button, card, muted, row, stack } from '../../styles/ui.css';
import * as css from './Funds.css';
import { FundsTable } from './FundsTable';
import { money } from './money';
import { TRANSACTION_COLUMNS, TransactionRow } from './Overview';
import { useVendorNames } from './Pickers';

/** The cash flow with filters (account, type, month, in/out) and its totals per currency. */
export function CashFlow({ wedding }: { wedding: Wedding }) {
  const [query, setQuery] = useState<TransactionQuery>({});
  const overview = useFundsOverview(wedding.id);
  const list = useCashFlow(wedding.id, query);
  const exporter = useExportCsv(wedding.id);
  const set = (name: keyof TransactionQuery) => (e: { target: { value: string } }) =>
    setQuery((q) => ({ ...q, [name]: e.target.value || undefined }));
  const accounts = overview.status === 'ready' ? overview.data.accounts : [];
  const types = overview.status === 'ready' ? overview.data.budget : [];
  const names = new Map(types.map((x) => [x.expense_type, x.name]));
  const vendors = useVendorNames(wedding.id).names;
  return (
    <div className={stack}>
      <div className={row}>
        <h1>{t.cashFlow}</h1>
        <Link href={weddingPath(wedding.slug, 'money/cash-flow/add-transaction')} className={button.primary}>
          {t.addTransaction}
        </Link>
        <button
          type="button"
          className={button.secondary}
          disabled={exporter.busy}
          onClick={() => exporter.request('transactions')}
        >
          {t.exportCsv}
        </button>
      </div>
      <div className={css.filters}>
        <label>
          Account{' '}
          <Select value={query.money_account ?? ''} onChange={set('money_account')}>
            <option value="">All</option>
            {accounts.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </Select>
        </label>
        <label>
          Type{' '}
          <Select value={query.expense_type ?? ''} onChange={set('expense_type')}>
            <option value="">All</option>
            {types.map((x) => (
              <option key={x.expense_type} value={x.expense_type}>
                {x.name}
              </option>
            ))}
          </Select>
        </label>
        <label>
          Month <input type="month" value={query.month ?? ''} onChange={set('month')} />
        </label>
        <label>
          In or out{' '}
          <Select value={query.direction ?? ''} onChange={set('direction')}>
            <option value="">Both</option>
            <option value="in">{t.moneyIn}</option>
            <option value="out">{t.moneyOut}</option>
          </Select>
        </label>
      </div>
      {list.status === 'ready' ? (
        <section className={card} aria-label="Transactions">
          <p data-testid="cash-flow-totals">
            {list.count} transactions.{' '}
            {list.first.totals.map((x) => (
              <span key={x.currency}>
                {x.currency}: in {money(x.in_minor, x.currency)}, out {money(x.out_minor, x.currency)}.{' '}
              </span>
            ))}
          </p>
          {list.items.length ? (
            <FundsTable columns={TRANSACTION_COLUMNS}>
              {list.items.map((tx) => (
                <TransactionRow key={tx.id} wedding={wedding} tx={tx} types={names} vendors={vendors} />
              ))}
            </FundsTable>
          ) : (
            <p className={muted}>{t.noTransactions}</p>
          )}
          <ShowMore list={list} label="Older" quiet />
        </section>
      ) : list.status === 'failed' ? (
        <LoadFailed load={list} />
      ) : (
        <p className={muted}>Loading…</p>
      )}
    </div>
  );
}
