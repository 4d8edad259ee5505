import { weddingMessages } from './weddings';

// Funds' words and limits: default expense types, field messages and page texts, for client and server alike.

export const DEFAULT_EXPENSE_TYPES = [
  { key: 'venue', name: 'Venue' },
  { key: 'catering', name: 'Catering' },
  { key: 'attire', name: 'Attire' },
  { key: 'rings', name: 'Rings' },
  { key: 'photo_video', name: 'Photography and video' },
  { key: 'flowers_decor', name: 'Flowers and decor' },
  { key: 'music', name: 'Music' },
  { key: 'stationery', name: 'Stationery' },
  { key: 'transport', name: 'Transport' },
  { key: 'beauty', name: 'Beauty' },
  { key: 'gifts', name: 'Gifts' },
  { key: 'honeymoon', name: 'Honeymoon' },
  { key: 'other', name: 'Other' },
] as const;

export const DIRECTIONS = ['in', 'out'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const FUNDS_LIMITS = {
  name: 100,
  note: 1000,
  accountsPerWedding: 50,
  expenseTypesPerWedding: 100,
  paymentsPerWedding: 500,
  /** 10^15 minor units: beyond any wedding, and exact as a JavaScript number. */
  maxMinor: 1_000_000_000_000_000,
  reminderDaysMax: 90,
  /** A payment is "due soon" this many days ahead when the couple set no reminder window. */
  dueSoonDays: 14,
} as const;

export const fundsMessages = {
  amountRequired: 'Enter an amount.',
  amountInvalid: 'Enter an amount like 1250 or 1250.50.',
  amountPositive: 'Enter an amount greater than zero.',
  amountTooLarge: 'This amount is too large.',
  amountDecimals: (digits: number, currency: string) =>
    digits === 0 ? `${currency} takes no decimals.` : `${currency} takes at most ${digits} decimals.`,
  openingInvalid: 'Enter an opening balance like 0, 1250 or 1250.50.',
  currencyUnknown: 'Choose a known currency.',
  currencyLocked: 'This account holds transactions, so its currency cannot change.',
  dateInvalid: weddingMessages.dateInvalid,
  directionInvalid: 'Choose money in or money out.',
  accountUnknown: 'Choose one of this wedding’s money accounts.',
  accountArchived: 'This account is archived. Choose another one.',
  expenseTypeUnknown: 'Choose one of this wedding’s expense types.',
  vendorUnknown: 'Choose one of this wedding’s vendors.',
  paidByUnknown: 'Choose one of the couple.',
  nameTooLong: `Keep names under ${FUNDS_LIMITS.name} characters.`,
  noteTooLong: `Keep notes under ${FUNDS_LIMITS.note} characters.`,
  accountNameTaken: 'An account with this name already exists.',
  typeNameTaken: 'An expense type with this name already exists.',
  accountInUse: 'This account holds transactions. Archive it instead.',
  tooManyAccounts: `A wedding can have at most ${FUNDS_LIMITS.accountsPerWedding} money accounts.`,
  tooManyTypes: `A wedding can have at most ${FUNDS_LIMITS.expenseTypesPerWedding} expense types.`,
  tooManyPayments: `A wedding can plan at most ${FUNDS_LIMITS.paymentsPerWedding} payments.`,
  reminderInvalid: `Choose 0 to ${FUNDS_LIMITS.reminderDaysMax} days.`,
  alreadyPaid: 'This payment is already paid.',
  paymentCurrency: 'Pay from an account in the payment’s currency.',
  noTransaction: 'No transaction has that id.',
  noPayment: 'No payment has that id.',
  noAccount: 'No money account has that id.',
  noExpenseType: 'No expense type has that id.',
  monthInvalid: 'Use a month like 2027-05.',
  receiptMissing: 'Choose a photo of the receipt.',
  oneReceipt: 'Add one photo of the receipt.',
  noReceipt: 'This transaction has no receipt.',
} as const;

export const fundsTexts = {
  funds: 'Funds',
  accounts: 'Accounts',
  budget: 'Budget',
  expenseTypes: 'Expense types',
  cashFlow: 'Cash flow',
  payments: 'Payments',
  addTransaction: 'Add transaction',
  editTransaction: 'Edit transaction',
  moneyIn: 'Money in',
  moneyOut: 'Money out',
  overdue: 'Overdue',
  dueSoon: 'Due soon',
  planned: 'Planned',
  paid: 'Paid',
  markPaid: 'Mark paid',
  noAccounts: 'No money accounts yet. Add where your wedding money is, like “Joint savings”.',
  noTransactions: 'No transactions yet.',
  noPayments: 'No payments planned yet.',
  noBudgetYet:
    'Nothing planned or spent yet. Set an amount for each expense type, and spending shows here as you add transactions.',
  planBudget: 'Plan the budget',
  remaining: 'Remaining',
  spent: 'Spent',
  exportCsv: 'Export CSV',
  receipt: 'Receipt',
  addReceipt: 'Add a receipt photo',
  replaceReceipt: 'Replace the receipt photo',
  removeReceipt: 'Remove the receipt',
} as const;
