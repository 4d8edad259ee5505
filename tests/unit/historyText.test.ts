import { expect, test } from 'vitest';
import { describeEntry, type HistoryChange, type HistoryEntry, sinceGroupText } from '../../src/shared/history';

// Issue 34: an entry in words, as the activity page, the item histories and the digest mail show it.

const entry = (over: Partial<HistoryEntry>): Parameters<typeof describeEntry>[0] => ({
  account: 'w',
  area: 'tasks',
  item_type: 'task',
  item_id: 'i',
  label: 'Book the quartet',
  action: 'updated',
  by: { id: 'u', name: 'Ana' },
  changes: [],
  undoes: null,
  ...over,
});
const change = (field: string, before: unknown, after: unknown, currency?: string): HistoryChange => ({
  field,
  before,
  after,
  ...(currency ? { currency } : {}),
});

test('updates read as what a person would say', () => {
  expect(describeEntry(entry({ changes: [change('status', 'todo', 'done')] }))).toBe(
    'Ana moved “Book the quartet” to Done',
  );
  const deposit = entry({
    item_type: 'payment',
    label: 'Venue deposit',
    by: { id: 'b', name: 'Ben' },
    changes: [change('amount_minor', 120000, 150000, 'USD')],
  });
  expect(describeEntry(deposit)).toBe('Ben changed “Venue deposit” from $1,200.00 to $1,500.00');
  // A vendor's prices are recorded as the API writes money: decimal text beside the currency.
  const quote = entry({
    item_type: 'vendor',
    label: 'Bloom',
    by: { id: 'b', name: 'Ben' },
    changes: [change('quoted_price', '900.00', '1250.50', 'EUR')],
  });
  expect(describeEntry(quote)).toBe('Ben changed “Bloom” from €900.00 to €1,250.50');
  expect(describeEntry(entry({ changes: [change('title', 'Book the quartet', 'Book a trio')] }))).toBe(
    'Ana renamed “Book the quartet” to “Book a trio”',
  );
  expect(describeEntry(entry({ changes: [change('due_date', null, '2031-05-01')] }))).toBe(
    'Ana changed the due date of “Book the quartet” from nothing to “2031-05-01”',
  );
  expect(describeEntry(entry({ changes: [change('assignees', [], ['u1'])] }))).toBe(
    'Ana changed the assignees of “Book the quartet”',
  );
  expect(describeEntry(entry({ changes: [change('notes', 'a', 'b'), change('due_date', null, '2031-05-01')] }))).toBe(
    'Ana changed the notes and due date of “Book the quartet”',
  );
  const paid = entry({
    item_type: 'payment',
    changes: [change('transaction', null, 't'), change('paid_on', null, 'x')],
  });
  expect(describeEntry(paid)).toBe('Ana marked “Book the quartet” paid');
  expect(describeEntry(entry({ undoes: 'e', changes: [change('status', 'done', 'todo')] }))).toBe(
    'Ana undid the last change to “Book the quartet”',
  );
});

test('other actions, and someone without an account', () => {
  expect(describeEntry(entry({ action: 'deleted', item_type: 'section', label: 'Music' }))).toBe(
    'Ana deleted the section “Music”',
  );
  expect(
    describeEntry(entry({ action: 'rsvp', area: 'guests', item_type: 'household', label: 'The Parks', by: null })),
  ).toBe('“The Parks” answered the RSVP');
  expect(describeEntry(entry({ action: 'created', by: null }))).toBe('Someone added the task “Book the quartet”');
  expect(sinceGroupText({ area: 'tasks', count: 5, done: 3, labels: [] })).toBe('3 tasks done, 2 more in tasks');
  expect(sinceGroupText({ area: 'guests', count: 2, done: 0, labels: [] })).toBe('2 changes to guests and RSVPs');
  expect(sinceGroupText({ area: 'funds', count: 1, done: 0, labels: [] })).toBe('1 in funds');
});
