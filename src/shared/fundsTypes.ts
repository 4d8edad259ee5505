import type { Direction } from './fundsText';
import type { PostPhoto } from './socialTypes';

// The JSON shapes of the Funds API. Amounts are integers in minor units of `currency`; `account` is the wedding.

export interface FundsSettings {
  account: string;
  home_currency: string;
  budget_minor: number;
  reminder_days: number;
}

export interface MoneyAccount {
  id: string;
  /** Goes up by one with each edit; sent back as If-Match, a stale one is refused with a 409 (issue 31). */
  version: number;
  account: string;
  name: string;
  currency: string;
  opening_minor: number;
  /** Opening balance plus money in, less money out. */
  balance_minor: number;
  archived: boolean;
  created_at: string;
}

export interface ExpenseType {
  id: string;
  /** Goes up by one with each edit; sent back as If-Match, a stale one is refused with a 409 (issue 31). */
  version: number;
  account: string;
  name: string;
  key: string | null;
  /** Planned, in the wedding's home currency. */
  planned_minor: number;
  archived: boolean;
  position: number;
}

export interface Transaction {
  id: string;
  /** Goes up by one with each edit; sent back as If-Match, a stale one is refused with a 409 (issue 31). */
  version: number;
  account: string;
  money_account: string;
  expense_type: string | null;
  /** One of the wedding's vendors (its list), if the couple named one. */
  vendor: string | null;
  direction: Direction;
  amount_minor: number;
  currency: string;
  date: string;
  note: string;
  paid_by: string | null;
  /** The planned payment this transaction paid, if any. */
  payment: string | null;
  /** A photo of the receipt (re-encoded, served from /media/ with `srcset`), if one was added. */
  receipt: PostPhoto | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface Payment {
  id: string;
  /** Goes up by one with each edit; sent back as If-Match, a stale one is refused with a 409 (issue 31). */
  version: number;
  account: string;
  title: string;
  amount_minor: number;
  currency: string;
  due_date: string;
  expense_type: string | null;
  vendor: string | null;
  /** The transaction that paid it; null while it is still to pay. */
  transaction: string | null;
  paid_on: string | null;
  created_at: string;
}

export interface CurrencyTotal {
  currency: string;
  in_minor: number;
  out_minor: number;
}

export interface BudgetLine {
  expense_type: string;
  /** The expense type's version, for the rename and the planned amount's If-Match (issue 31). */
  version: number;
  name: string;
  archived: boolean;
  planned_minor: number;
  /** Money out of this type in the home currency. */
  spent_minor: number;
  /** Money out of this type in other currencies: shown beside, never converted. */
  spent_elsewhere: { currency: string; spent_minor: number }[];
}

/** Everything the Funds page shows at once, totalled in SQL. */
export interface FundsOverview {
  settings: FundsSettings;
  accounts: MoneyAccount[];
  totals: CurrencyTotal[];
  budget: BudgetLine[];
  /** Planned payments still to pay, earliest due first. */
  upcoming: Payment[];
  latest: Transaction[];
}

/** The few numbers a dashboard card shows. */
export interface FundsSummary {
  home_currency: string;
  budget_minor: number;
  spent_minor: number;
  overdue_count: number;
  next_payment: Payment | null;
}

export interface Currency {
  code: string;
  name: string;
  digits: number;
}

export interface Country {
  code: string;
  name: string;
  currency: string | null;
}

export interface City {
  id: number;
  name: string;
  country: string;
}
