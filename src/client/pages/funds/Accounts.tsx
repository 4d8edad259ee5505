import { useSelector } from '@xstate/react';
import { editorMode } from '../../../../machines/itemEditorMachine';
import { fundsTexts as t } from '../../../shared/fundsText';
import type { MoneyAccount } from '../../../shared/fundsTypes';
import type { Wedding } from '../../../shared/weddings';
import { useFundsArchive, useFundsWrite, useMoneyAccountEditor } from '../../areas/funds/funds';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { FormShell } from '../../components/form/FormShell';
import { TextField } from '../../components/form/TextField';
import { useForm } from '../../lib/useForm';
import { button, card, muted, row, stack } from '../../styles/ui.css';
import * as css from './Funds.css';
import { FundsTable } from './FundsTable';
import { money } from './money';
import { CurrencyField } from './Pickers';
import { useReady } from './Setup';

// Money accounts: where the money is. An account that holds transactions cannot be deleted (409, "Archive it
// instead."), so the history it explains never loses its account; an empty one can.

function NewAccount({ wedding, home }: { wedding: Wedding; home: string }) {
  const write = useFundsWrite();
  const form = useForm(
    { name: 'text', currency: 'text', opening: 'optional' },
    (v) =>
      write((funds) =>
        funds.createAccount(wedding.id, { name: v.name ?? '', currency: v.currency ?? '', opening: v.opening || '0' }),
      ),
    { name: '', currency: home, opening: '' },
  );
  return (
    <FormShell form={form} submitLabel="Add account" busyLabel="Saving…">
      <TextField form={form} name="name" label="Account name" hint="Like “Joint savings”, “Cash” or “Parents’ gift”" />
      <div className={row}>
        <CurrencyField form={form} name="currency" label="Currency" />
        <TextField form={form} name="opening" label="Opening balance" />
      </div>
    </FormShell>
  );
}

function AccountRow({ account: a }: { account: MoneyAccount }) {
  const archive = useFundsArchive();
  const editor = useMoneyAccountEditor(a.id);
  const mode = useSelector(editor, editorMode);
  return (
    <tr aria-label={a.name}>
      <td>
        {a.name} {a.archived ? <span className={muted}>(archived)</span> : null}
      </td>
      <td className={muted}>{money(a.opening_minor, a.currency)}</td>
      <td className={css.amount}>{money(a.balance_minor, a.currency)}</td>
      <td>
        {mode === 'confirmDelete' ? (
          <ConfirmDelete editor={editor} question={`Delete the account “${a.name}”?`} confirm="Delete account" />
        ) : (
          <span className={row}>
            <button
              type="button"
              className={button.quiet}
              disabled={archive.busy}
              onClick={() => archive.request((f) => f.updateAccount(a.id, { archived: !a.archived }, a.version))}
            >
              {a.archived ? 'Restore' : 'Archive'}
            </button>
            <button
              type="button"
              className={button.quiet}
              aria-label={`Delete ${a.name}`}
              onClick={() => editor.send({ type: 'delete.requested' })}
            >
              Delete
            </button>
          </span>
        )}
      </td>
    </tr>
  );
}

export function Accounts({ wedding }: { wedding: Wedding }) {
  const { data, fallback } = useReady(wedding);
  if (!data) return fallback;
  return (
    <div className={stack}>
      <h1>{t.accounts}</h1>
      <section className={card} aria-label="Money accounts">
        {data.accounts.length ? (
          <FundsTable columns={['Account', 'Opening balance', 'Balance', { hidden: 'Archive or delete' }]}>
            {data.accounts.map((a) => (
              <AccountRow key={a.id} account={a} />
            ))}
          </FundsTable>
        ) : (
          <p className={muted}>{t.noAccounts}</p>
        )}
      </section>
      <section className={card} aria-label="Add a money account">
        <NewAccount wedding={wedding} home={data.settings.home_currency} />
      </section>
    </div>
  );
}
