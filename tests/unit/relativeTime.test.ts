import { describe, expect, test } from 'vitest';
import { relativeTime } from '../../src/shared/relativeTime';

const now = new Date(2026, 10, 22, 15, 0, 0).getTime();
const ago = (ms: number) => now - ms;
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('relative time (spec section 9)', () => {
  test.each([
    [0, 'Just now'],
    [2 * MIN - 1, 'Just now'],
    [2 * MIN, '2 minutes ago'],
    [59 * MIN, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [23 * HOUR + 59 * MIN, '23 hours ago'],
    [24 * HOUR, 'Yesterday'],
    [47 * HOUR, 'Yesterday'],
  ])('%i ms ago is %s', (elapsed, text) => {
    expect(relativeTime(ago(elapsed), now)).toBe(text);
  });

  test('two days and more show month and day', () => {
    expect(relativeTime(new Date(2026, 10, 20, 9, 0), now)).toBe('Nov 20');
    expect(relativeTime(new Date(2026, 0, 3, 9, 0), now)).toBe('Jan 3');
  });

  test('a time slightly in the future (clock skew) is just now', () => {
    expect(relativeTime(now + 5_000, now)).toBe('Just now');
  });
});
