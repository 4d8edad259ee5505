import { describe, expect, test } from 'vitest';
import {
  donePercentage,
  dueGroup,
  groupByDueDate,
  inTimeOrder,
  monthGrid,
  outOfTimeOrder,
  placeAt,
  taskUpdateBody,
  templateDueDate,
  timeSlot,
} from '../../src/shared/planning';

// The pure planning rules both sides share.

describe('dueGroup', () => {
  // Tuesday 2030-01-15: its week runs to Sunday the 20th.
  const today = '2030-01-15';
  test.each([
    [null, 'no_date'],
    ['2030-01-14', 'overdue'],
    ['2029-12-31', 'overdue'],
    ['2030-01-15', 'this_week'],
    ['2030-01-20', 'this_week'],
    ['2030-01-21', 'this_month'],
    ['2030-01-31', 'this_month'],
    ['2030-02-01', 'later'],
    ['2031-01-16', 'later'],
  ] as const)('%s is %s', (due, group) => {
    expect(dueGroup(due, today)).toBe(group);
  });

  test('days of this week in next month are this week, not later', () => {
    // Thursday 2030-01-31: the week ends on Sunday 3 February.
    expect(dueGroup('2030-02-02', '2030-01-31')).toBe('this_week');
    expect(dueGroup('2030-02-04', '2030-01-31')).toBe('later');
  });

  test('on a Sunday the week is that day alone', () => {
    expect(dueGroup('2030-01-20', '2030-01-20')).toBe('this_week');
    expect(dueGroup('2030-01-21', '2030-01-20')).toBe('this_month');
  });
});

describe('groupByDueDate', () => {
  const task = (id: string, due_date: string | null, position = 0) => ({ id, due_date, position });

  test('gives the groups in order, soonest first within each, and leaves empty ones out', () => {
    const groups = groupByDueDate(
      [
        task('later', '2030-03-01'),
        task('none-b', null, 2),
        task('week-2', '2030-01-18'),
        task('overdue', '2030-01-02'),
        task('week-1', '2030-01-16'),
        task('none-a', null, 1),
      ],
      '2030-01-15',
    );
    expect(groups.map((g) => [g.label, g.tasks.map((t) => t.id)])).toEqual([
      ['Overdue', ['overdue']],
      ['This week', ['week-1', 'week-2']],
      ['Later', ['later']],
      ['No date', ['none-a', 'none-b']],
    ]);
  });

  test('no tasks, no groups', () => {
    expect(groupByDueDate([], '2030-01-15')).toEqual([]);
  });
});

describe('templateDueDate', () => {
  test('counts months and days back from the wedding date', () => {
    expect(templateDueDate('2031-06-14', { months_before: 12, days_before: 0 }, '2030-01-01')).toBe('2030-06-14');
    expect(templateDueDate('2031-06-14', { months_before: 0, days_before: 7 }, '2030-01-01')).toBe('2031-06-07');
    expect(templateDueDate('2031-06-14', { months_before: -1, days_before: 0 }, '2030-01-01')).toBe('2031-07-14');
  });

  test('the end of a longer month falls on the last day of the shorter one', () => {
    expect(templateDueDate('2031-03-31', { months_before: 1, days_before: 0 }, '2030-01-01')).toBe('2031-02-28');
  });

  test('work that would already be overdue is due today', () => {
    expect(templateDueDate('2030-03-01', { months_before: 6, days_before: 0 }, '2030-01-10')).toBe('2030-01-10');
  });
});

describe('placeAt', () => {
  test('moves an item to an index, clamped to the list', () => {
    expect(placeAt(['a', 'b', 'c'], 'c', 0)).toEqual(['c', 'a', 'b']);
    expect(placeAt(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(placeAt(['a', 'b', 'c'], 'a', 99)).toEqual(['b', 'c', 'a']);
    expect(placeAt(['a', 'b'], 'a', -3)).toEqual(['a', 'b']);
  });

  test('adds an item that is not in the list yet', () => {
    expect(placeAt(['a', 'b'], 'n', 1)).toEqual(['a', 'n', 'b']);
    expect(placeAt([], 'n', 5)).toEqual(['n']);
  });
});

test('donePercentage rounds to whole percent and is 0 without tasks', () => {
  expect(donePercentage(0, 0)).toBe(0);
  expect(donePercentage(1, 3)).toBe(33);
  expect(donePercentage(2, 3)).toBe(67);
  expect(donePercentage(4, 4)).toBe(100);
});

test('monthGrid covers the month in whole weeks, Monday first', () => {
  const grid = monthGrid('2030-06-20');
  expect(grid[0]).toBe('2030-05-27');
  expect(grid.at(-1)).toBe('2030-06-30');
  expect(grid.length % 7).toBe(0);
  expect(grid).toContain('2030-06-01');
  expect(grid).toContain('2030-06-30');
});

test('an update must change something; an empty due date clears it', () => {
  expect(taskUpdateBody.safeParse({}).success).toBe(false);
  expect(taskUpdateBody.parse({ due_date: '' })).toEqual({ due_date: null });
});

describe('the run-of-show in time order', () => {
  const day = (...times: (string | null)[]) => times.map((time, i) => ({ id: String(i), time }));

  test('timeSlot: after the last earlier time, else before the first timed item; the untimed are not passed over', () => {
    expect(timeSlot([], '18:00')).toBe(0);
    expect(timeSlot(day(null, null), '18:00')).toBe(2);
    expect(timeSlot(day('14:00', null, '21:00'), '18:00')).toBe(1);
    expect(timeSlot(day('14:00', null, '21:00', null), '21:00')).toBe(3);
    expect(timeSlot(day(null, '14:00'), '09:00')).toBe(1);
  });

  test('outOfTimeOrder names the later item listed first and the earlier one after it', () => {
    expect(outOfTimeOrder(day('14:00', null, '14:00', '21:00', null))).toBeNull();
    const clash = outOfTimeOrder(day('14:00', '21:00', null, '18:00', '19:00'));
    expect([clash?.later.time, clash?.earlier.time]).toEqual(['21:00', '18:00']);
  });

  test('inTimeOrder sorts the timed items among their own slots, ties in their order, the rest in place', () => {
    const sorted = inTimeOrder(day('21:00', null, '18:00', '18:00', null, '09:00'));
    expect(sorted.map((i) => `${i.id}:${i.time}`)).toEqual([
      '5:09:00',
      '1:null',
      '2:18:00',
      '3:18:00',
      '4:null',
      '0:21:00',
    ]);
  });
});
