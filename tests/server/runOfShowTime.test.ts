import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { WeddingDayTask } from '../../src/shared/planning';
import { startTestServer, type TestServer } from './helper';
import { api, dayTitles, ok, type People, planningWedding, signUpPeople, withEvents } from './planningSupport';

// The run-of-show keeps time: an item with a time is placed where its time belongs, and an item without one keeps
// its place. A manual reorder may still contradict the times (the page warns about it).

let server: TestServer;
let people: People;
let a: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startTestServer();
  people = await signUpPeople(server);
  a = api(server);
});
afterAll(() => server.close());

describe('the run-of-show in time order', () => {
  test('a new item goes right after the last earlier time; items without a time are not passed over', async () => {
    const wedding = await planningWedding(server, people);
    const token = people.member.access_token;
    const add = (title: string, time?: string) => a.dayTask(token, { account: wedding.id, title, time });
    await add('Dinner', '19:00');
    await add('Speeches');
    // Right after Dinner, the last item at or before 21:00: Speeches, without a time, is not passed over.
    await add('First dance', '21:00');
    const ceremony = await add('Ceremony', '14:00');
    expect(ceremony.position).toBe(0);
    await add('Cake', '20:00');
    await add('Drinks', '19:00');
    await add('Send-off', '23:30');
    await add('Clean up');
    expect(dayTitles(await a.day(token, wedding.id))).toEqual([
      'Ceremony',
      'Dinner',
      'Drinks',
      'Cake',
      'First dance',
      'Send-off',
      'Speeches',
      'Clean up',
    ]);
    // A place asked for is kept, even against the times.
    await a.dayTask(token, { account: wedding.id, title: 'Late breakfast', time: '11:00', position: 3 });
    expect(dayTitles(await a.day(token, wedding.id))[3]).toBe('Late breakfast');
  });

  test('a new time moves the item, in one update event that carries its new position; clearing it moves nothing', async () => {
    const wedding = await planningWedding(server, people);
    const token = people.member.access_token;
    const add = (title: string, time?: string) => a.dayTask(token, { account: wedding.id, title, time });
    const photos = await add('Photos', '15:00');
    await add('Toasts');
    await add('Dinner', '19:00');
    await add('Dancing', '21:00');
    const edit = await withEvents(server, () =>
      a.call(token, 'PATCH', `/api/v1/wedding-day-tasks/${photos.id}/`, { time: '20:00' }),
    );
    const moved = ok<WeddingDayTask>(edit.res);
    expect(moved).toMatchObject({ time: '20:00', position: 1 });
    expect(edit.events.map((e) => [e.action, e.data.task])).toEqual([['update_weddin_day_task', moved]]);
    expect(dayTitles(await a.day(token, wedding.id))).toEqual(['Dinner', 'Photos', 'Dancing', 'Toasts']);
    // The same time again, or no time, leaves a manual order alone.
    const list = await a.day(token, wedding.id);
    const reversed = list.map((t) => t.id).reverse();
    ok(await a.call(token, 'POST', '/api/v1/wedding-day-tasks/reorder/', { account: wedding.id, ids: reversed }));
    ok(await a.call(token, 'PATCH', `/api/v1/wedding-day-tasks/${photos.id}/`, { time: '20:00', place: 'Lawn' }));
    ok(await a.call(token, 'PATCH', `/api/v1/wedding-day-tasks/${photos.id}/`, { time: '' }));
    expect(dayTitles(await a.day(token, wedding.id))).toEqual(['Toasts', 'Dancing', 'Photos', 'Dinner']);
  });
});
