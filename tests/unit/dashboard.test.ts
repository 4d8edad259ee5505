import { describe, expect, test } from 'vitest';
import { nextTasksDue, taskProgress, weekOf } from '../../src/shared/dashboard';

const task = (id: string, due_date: string | null, status = 'todo', position = 0) => ({
  id,
  due_date,
  status,
  position,
});

describe('the wedding dashboard', () => {
  test('next tasks due: open tasks with a date, soonest (overdue) first, at most the limit', () => {
    const tasks = [
      task('later', '2030-03-01'),
      task('done', '2029-12-01', 'done'),
      task('undated', null),
      task('overdue', '2030-01-02'),
      task('same-day-second', '2030-02-01', 'in_progress', 2),
      task('same-day-first', '2030-02-01', 'todo', 1),
    ];
    expect(nextTasksDue(tasks).map((t) => t.id)).toEqual(['overdue', 'same-day-first', 'same-day-second', 'later']);
    expect(nextTasksDue(tasks, 2).map((t) => t.id)).toEqual(['overdue', 'same-day-first']);
  });

  test('this week runs Monday to Sunday around today', () => {
    expect(weekOf('2030-01-15')).toEqual({ from: '2030-01-14', to: '2030-01-20' });
    expect(weekOf('2030-01-14')).toEqual({ from: '2030-01-14', to: '2030-01-20' });
    expect(weekOf('2030-01-20')).toEqual({ from: '2030-01-14', to: '2030-01-20' });
  });

  test('progress counts tasks done out of all', () => {
    expect(taskProgress([])).toEqual({ done: 0, total: 0, percent: 0 });
    expect(taskProgress([task('a', null, 'done'), task('b', null), task('c', null, 'in_progress')])).toEqual({
      done: 1,
      total: 3,
      percent: 33,
    });
  });
});
