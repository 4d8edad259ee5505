import { useEffect } from 'react';
import { fundsTexts as t } from '../../../shared/fundsText';
import type { BudgetLine, FundsSettings } from '../../../shared/fundsTypes';
import type { Wedding } from '../../../shared/weddings';
import { useExpenseTypeSave, useFundsArchive, useFundsOverview, useFundsWrite } from '../../areas/funds/funds';
import { FormShell } from '../../components/form/FormShell';
import { TextField } from '../../components/form/TextField';
import { LoadFailed } from '../../components/lists/LoadFailed';
import { useForm } from '../../lib/useForm';
import { button, card, muted, row, stack } from '../../styles/ui.css';
import * as css from './Funds.css';
import { FundsTable } from './FundsTable';
import { decimal, money } from './money';
import { CurrencyField } from './Pickers';

// The couple's set-up pages: money accounts, expense types, and the budget (total, home currency, plan per type).

export function useReady(wedding: Wedding) {
  const overview = useFundsOverview(wedding.id);
  if (overview.status === 'ready') return { data: overview.data, fallback: null };
  return {
    data: null,
    fallback: overview.status === 'failed' ? <LoadFailed load={overview} /> : <p className={muted}>Loading…</p>,
  };
}

function NewType({ wedding }: { wedding: Wedding }) {
  const write = useFundsWrite();
  const form = useForm({ name: 'text' }, (v) => write((f) => f.createExpenseType(wedding.id, { name: v.name ?? '' })));
  return (
    <FormShell form={form} submitLabel="Add expense type" busyLabel="Saving…">
      <TextField form={form} name="name" label="New expense type" />
    </FormShell>
  );
}

function TypeRow({ line }: { line: BudgetLine }) {
  const save = useExpenseTypeSave(line.expense_type, (type) => ({ name: type.name }));
  const form = useForm(
    { name: 'text' },
    (v, version) => save({ name: v.name ?? '' }, version),
    { name: line.name },
    {
      version: line.version,
    },
  );
  // The name as the server has it (a partner's rename), taken unless something is being typed.
  useEffect(
    () => form.send({ type: 'form.synced', values: { name: line.name }, version: line.version }),
    [form, line.name, line.version],
  );
  const archive = useFundsArchive();
  return (
    <li className={row} aria-label={line.name}>
      <FormShell form={form} submitLabel="Rename" busyLabel="Saving…">
        <TextField form={form} name="name" label="Name" />
      </FormShell>
      <button
        type="button"
        className={button.quiet}
        disabled={archive.busy}
        onClick={() =>
          archive.request((f) => f.updateExpenseType(line.expense_type, { archived: !line.archived }, line.version))
        }
      >
        {line.archived ? 'Restore' : 'Archive'}
      </button>
    </li>
  );
}

export function ExpenseTypes({ wedding }: { wedding: Wedding }) {
  const { data, fallback } = useReady(wedding);
  if (!data) return fallback;
  return (
    <div className={stack}>
      <h1>{t.expenseTypes}</h1>
      <ul className={stack}>
        {data.budget.map((line) => (
          <TypeRow key={line.expense_type} line={line} />
        ))}
      </ul>
      <section className={card}>
        <NewType wedding={wedding} />
      </section>
    </div>
  );
}

function SettingsForm({ wedding, settings }: { wedding: Wedding; settings: FundsSettings }) {
  const write = useFundsWrite();
  const form = useForm(
    { home_currency: 'text', budget: 'text', reminder_days: 'text' },
    (v) =>
      write((f) =>
        f.updateSettings(wedding.id, {
          home_currency: v.home_currency ?? '',
          budget: v.budget ?? '',
          reminder_days: Number(v.reminder_days),
        }),
      ),
    {
      home_currency: settings.home_currency,
      budget: decimal(settings.budget_minor, settings.home_currency),
      reminder_days: String(settings.reminder_days),
    },
  );
  return (
    <FormShell form={form} submitLabel="Save budget" busyLabel="Saving…">
      <div className={row}>
        <TextField form={form} name="budget" label="Total budget" />
        <CurrencyField form={form} name="home_currency" label="Home currency" />
        <TextField form={form} name="reminder_days" label="Remind us (days before a payment)" />
      </div>
    </FormShell>
  );
}

function PlanRow({ line, home }: { line: BudgetLine; home: string }) {
  const save = useExpenseTypeSave(line.expense_type, (type) => ({ planned: decimal(type.planned_minor, home) }));
  const planned = decimal(line.planned_minor, home);
  const form = useForm(
    { planned: 'text' },
    (v, version) => save({ planned: v.planned ?? '' }, version),
    { planned },
    {
      version: line.version,
    },
  );
  // The amount as the server has it (this row's own save, or the partner's), taken unless something is being typed.
  useEffect(
    () => form.send({ type: 'form.synced', values: { planned }, version: line.version }),
    [form, planned, line.version],
  );
  return (
    <tr aria-label={line.name}>
      <th scope="row" className={css.rowHead}>
        {line.name}
      </th>
      <td className={css.planCell}>
        <FormShell form={form} submitLabel="Save" autosave>
          <TextField form={form} name="planned" label={`Planned for ${line.name}`} />
        </FormShell>
      </td>
      <td className={css.amount}>
        {money(line.spent_minor, home)}
        {line.spent_elsewhere.map((s) => ` + ${money(s.spent_minor, s.currency)}`).join('')}
      </td>
      <td className={css.amount}>{money(line.planned_minor - line.spent_minor, home)}</td>
    </tr>
  );
}

export function Budget({ wedding }: { wedding: Wedding }) {
  const { data, fallback } = useReady(wedding);
  if (!data) return fallback;
  const home = data.settings.home_currency;
  return (
    <div className={stack}>
      <h1>{t.budget}</h1>
      <section className={card}>
        <SettingsForm key={`${data.settings.budget_minor}:${home}`} wedding={wedding} settings={data.settings} />
      </section>
      <section className={card} aria-label="Plan per expense type">
        <FundsTable columns={['Expense type', 'Planned', t.spent, t.remaining]}>
          {data.budget
            .filter((l) => !l.archived)
            .map((line) => (
              <PlanRow key={line.expense_type} line={line} home={home} />
            ))}
        </FundsTable>
      </section>
    </div>
  );
}
