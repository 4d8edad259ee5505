// A wedding's history (issue 34): the areas and kinds of its entries, their JSON shape, and the one sentence each
// entry reads as, used by the activity page, the item histories and the digest mail alike.

import { formatDecimalMoney, formatMoney } from './money';
import { TASK_STATUS_LABELS, type TaskStatus } from './planningText';

export const HISTORY_AREAS = [
  'tasks',
  'comments',
  'run_of_show',
  'calendar',
  'funds',
  'vendors',
  'guests',
  'website',
  'members',
  'settings',
] as const;
export type HistoryArea = (typeof HISTORY_AREAS)[number];

export const HISTORY_AREA_LABELS: Record<HistoryArea, string> = {
  tasks: 'Tasks',
  comments: 'Comments',
  run_of_show: 'Run-of-show',
  calendar: 'Calendar',
  funds: 'Funds',
  vendors: 'Vendors',
  guests: 'Guests and RSVPs',
  website: 'Website and logistics',
  members: 'Members and invitations',
  settings: 'Settings',
};

/** Who may read an entry: the committee (the couple too) or the couple alone. */
export type HistoryLevel = 'member' | 'couple';

/** Funds, the guest list, the website and the settings are the couple's; planning and vendors the committee's. */
export const AREA_LEVELS: Record<HistoryArea, HistoryLevel> = {
  tasks: 'member',
  comments: 'member',
  run_of_show: 'member',
  calendar: 'member',
  funds: 'couple',
  vendors: 'member',
  guests: 'couple',
  website: 'couple',
  members: 'member',
  settings: 'couple',
};

export const HISTORY_ITEM_NOUNS = {
  task: 'task',
  section: 'section',
  comment: 'comment',
  day_task: 'run-of-show item',
  run_of_show: 'run-of-show',
  run_sheet_link: 'run sheet link',
  event: 'calendar event',
  template: 'template',
  payment: 'payment',
  transaction: 'transaction',
  money_account: 'money account',
  expense_type: 'budget line',
  funds_settings: 'funds settings',
  vendor: 'vendor',
  household: 'household',
  guest_event: 'guest event',
  seating_table: 'table',
  seating_rule: 'seating rule',
  gift: 'gift',
  guest_list: 'guest list',
  website: 'website',
  album: 'guests’ photo album',
  album_photo: 'album photo',
  member: 'member',
  invite: 'invitation',
  wedding: 'wedding',
  expectations: 'expectations for',
  receipt: 'receipt photo of',
  cover: 'cover photo of',
  thank_you_list: 'thank-you list',
} as const;
export type HistoryItemType = keyof typeof HISTORY_ITEM_NOUNS;

export type HistoryAction =
  | 'created'
  | 'updated'
  | 'deleted'
  | 'restored'
  | 'rsvp'
  | 'sent'
  | 'imported'
  | 'applied'
  | 'reordered'
  | 'invited'
  | 'cancelled'
  | 'joined'
  | 'left'
  | 'removed'
  | 'confirmed'
  | 'proposed'
  | 'accepted'
  | 'declined';

/** One field of an update: its value before and after (money in minor units, with its currency). */
export interface HistoryChange {
  field: string;
  before: unknown;
  after: unknown;
  currency?: string;
}

export interface HistoryEntry {
  id: string;
  account: string;
  area: HistoryArea;
  item_type: HistoryItemType;
  item_id: string;
  label: string;
  action: HistoryAction;
  by: { id: string; name: string } | null;
  changes: HistoryChange[];
  /** The entry this one undid. */
  undoes: string | null;
  /** The entry in words: "Ana moved “Book the quartet” to Done". */
  text: string;
  /** Where the item lives in the app, if it still has a page. */
  link: string | null;
  /** The caller may undo it now: the item's last change, theirs to edit (a deletion within 30 days). */
  undoable: boolean;
  created_at: string;
}

/** "Since your last visit": what changed since `since`, by others, grouped by area. */
export interface SinceLastVisit {
  since: string;
  count: number;
  groups: Array<{ area: HistoryArea; count: number; done: number; labels: string[] }>;
}

/** Items of one area that others changed since the member last saw its page: marked there until seen. */
export interface ChangedItems {
  /** Where "changed" counts from; null on a first look (nothing is marked). */
  since: string | null;
  items: Array<{ item_id: string; item_type: HistoryItemType; at: string }>;
}

export const historyMessages = {
  noEntry: 'No history entry has that id.',
  changedSince: 'This item has changed since; undo its latest change instead.',
  cannotUndo: 'This change cannot be undone.',
  tooOld: 'Deletions can be undone for 30 days; this one is older.',
  filterArea: 'Choose one of the areas.',
  filterPerson: 'Choose a member of the wedding.',
  filterDate: 'Enter a date as YYYY-MM-DD.',
} as const;

/** How long a deletion stays restorable. */
export const DELETION_UNDO_DAYS = 30;

const quote = (text: string) => `“${text.length > 60 ? `${text.slice(0, 59)}…` : text}”`;
const fieldName = (field: string) => field.replace(/_minor$/, '').replaceAll('_', ' ');

function valueText(change: HistoryChange, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'nothing';
  if (change.currency && typeof value === 'number') return formatMoney(value, change.currency, 'en-US');
  // A vendor's prices are recorded as the API writes money: decimal text beside the currency.
  if (change.currency && typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)) {
    return formatDecimalMoney(value, change.currency, 'en-US');
  }
  if (change.field === 'status' && typeof value === 'string' && value in TASK_STATUS_LABELS) {
    return TASK_STATUS_LABELS[value as TaskStatus];
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return typeof value === 'string' ? quote(value) : String(value);
}

function updateText(who: string, entry: Pick<HistoryEntry, 'label' | 'changes' | 'item_type'>): string {
  const label = quote(entry.label);
  const [only] = entry.changes;
  if (entry.changes.some((c) => c.field === 'paid_on' && c.after)) return `${who} marked ${label} paid`;
  // A thank-you list's people: one added or taken off.
  if (only?.field === 'people' && entry.changes.length === 1) {
    return typeof only.after === 'string'
      ? `${who} added ${quote(only.after)} to ${label}`
      : `${who} took ${quote(String(only.before))} off ${label}`;
  }
  if (entry.changes.length !== 1 || !only) {
    const fields = entry.changes.map((c) => fieldName(c.field));
    if (!fields.length) return `${who} changed ${label}`;
    const list = fields.length > 1 ? `${fields.slice(0, -1).join(', ')} and ${fields.at(-1)}` : fields[0];
    return `${who} changed the ${list} of ${label}`;
  }
  // Lists (assignees) and what is not kept in full (long texts, secrets) say only what changed.
  if (Array.isArray(only.after) || Array.isArray(only.before) || (only.before === null && only.after === null)) {
    return `${who} changed the ${fieldName(only.field)} of ${label}`;
  }
  if (only.field === 'status' && entry.item_type === 'task') {
    return `${who} moved ${label} to ${valueText(only, only.after)}`;
  }
  if ((only.field === 'title' || only.field === 'name') && typeof only.before === 'string') {
    return `${who} renamed ${quote(only.before)} to ${valueText(only, only.after)}`;
  }
  const what = only.currency ? label : `the ${fieldName(only.field)} of ${label}`;
  return `${who} changed ${what} from ${valueText(only, only.before)} to ${valueText(only, only.after)}`;
}

/** The entry as a sentence; `by` null is someone without an account (a guest answering the RSVP) or a deleted one. */
export function describeEntry(entry: Omit<HistoryEntry, 'text' | 'link' | 'undoable' | 'id' | 'created_at'>): string {
  const who = entry.by?.name || 'Someone';
  const noun = HISTORY_ITEM_NOUNS[entry.item_type];
  const label = quote(entry.label);
  if (entry.undoes && entry.action === 'updated') return `${who} undid the last change to ${label}`;
  if (entry.undoes && entry.action === 'deleted') return `${who} undid adding the ${noun} ${label}`;
  switch (entry.action) {
    case 'created':
      return `${who} added the ${noun} ${label}`;
    case 'deleted':
      return `${who} deleted the ${noun} ${label}`;
    case 'restored':
      return `${who} restored the ${noun} ${label}`;
    case 'rsvp':
      return `${label} answered the RSVP`;
    case 'sent':
      return `${who} sent the invitation ${entry.label}`;
    case 'imported':
      return `${who} imported ${entry.label} into the guest list`;
    case 'applied':
      return `${who} applied the template ${label}`;
    case 'reordered':
      return `${who} reordered the run-of-show`;
    case 'invited':
      return `${who} invited ${entry.label} to the committee`;
    case 'cancelled':
      return `${who} cancelled the invitation to ${entry.label}`;
    case 'joined':
      return `${entry.label} joined the committee`;
    case 'left':
      return `${entry.label} left the wedding`;
    case 'removed':
      return `${who} removed ${entry.label} from the committee`;
    case 'confirmed':
      return `${who} confirmed the expectations for ${label}`;
    case 'proposed':
      return `${who} proposed a change to the expectations for ${label}`;
    case 'accepted':
      return `${who} accepted the change to the expectations for ${label}`;
    case 'declined':
      return `${who} dropped the proposed change to the expectations for ${label}`;
    default:
      return updateText(who, entry);
  }
}

/** "3 tasks done, 2 RSVPs, the budget": one phrase per area of a "since your last visit" summary. */
export function sinceGroupText(group: SinceLastVisit['groups'][number]): string {
  const n = group.count;
  switch (group.area) {
    case 'tasks':
      if (!group.done) return `${n} in tasks`;
      return `${group.done} ${group.done === 1 ? 'task' : 'tasks'} done${n > group.done ? `, ${n - group.done} more in tasks` : ''}`;
    case 'guests':
      return `${n} ${n === 1 ? 'change' : 'changes'} to guests and RSVPs`;
    case 'funds':
      return `${n} in funds`;
    default:
      return `${n} in ${HISTORY_AREA_LABELS[group.area].toLowerCase()}`;
  }
}
