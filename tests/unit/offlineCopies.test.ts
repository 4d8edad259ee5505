import { expect, test } from 'vitest';
import { addressOf, isKept } from '../../src/client/http/offlineCopies';

// Issue 37: which answers the device keeps for a day with no signal, and under what address.

test('the day’s data is kept; everything else, writes’ answers and other people’s lists are not', () => {
  const kept = [
    '/api/v1/users/me/',
    '/api/v1/accounts/',
    '/api/v1/account-invites/',
    '/api/v1/accounts/ana-and-bo/',
    '/api/v1/accounts/7f0c/members/',
    '/api/v1/accounts/7f0c/tasks/',
    '/api/v1/accounts/7f0c/wedding-day-tasks/',
    '/api/v1/accounts/7f0c/logistics/',
    '/api/v1/accounts/7f0c/guest-info/',
    '/api/v1/accounts/7f0c/households/',
    '/api/v1/accounts/7f0c/guest-events/',
    '/api/v1/account-sections/?account=7f0c',
    '/api/v1/account-vendors/?account=7f0c',
    // A wedding's lists with their query (a filter, a page) are kept per address.
    '/api/v1/accounts/7f0c/tasks/?status=done',
  ];
  const notKept = [
    '/api/v1/accounts/7f0c/transactions/',
    '/api/v1/accounts/7f0c/members/extra/',
    '/api/v1/account-vendors/?account=7f0c&page=2',
    '/api/v1/run-sheet/abc/',
    '/api/v1/posts/',
    '/api/v1/users/?s=ana',
  ];
  expect(kept.filter((a) => !isKept(a))).toEqual([]);
  expect(notKept.filter((a) => isKept(a))).toEqual([]);
});

test('an address joins the query in the order given, without the values left out', () => {
  expect(addressOf('/api/v1/account-sections/', { account: '7f0c' })).toBe('/api/v1/account-sections/?account=7f0c');
  expect(addressOf('/api/v1/x/?a=1', { b: 2, c: undefined })).toBe('/api/v1/x/?a=1&b=2');
  expect(addressOf('/api/v1/x/')).toBe('/api/v1/x/');
  expect(addressOf('/api/v1/x/', {})).toBe('/api/v1/x/');
});
