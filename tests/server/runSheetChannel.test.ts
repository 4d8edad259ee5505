import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RUN_SHEET_CHANGED, RUN_SHEET_LINK_GONE, RUN_SHEET_READY } from '../../src/shared/realtime';
import type { RunSheet, RunSheetLink } from '../../src/shared/runSheet';
import { startTestServer, type TestServer } from './helper';
import { api, ok, type People, planningWedding, signUpPeople } from './planningSupport';
import { call } from './weddingsSupport';

// Issue 37: a shared run sheet's real-time channel (`/ws/run-sheet`), which the link's token opens without an account
// and which says only "changed" (which events count: tests/unit/runSheetWatchers.test.ts).

let server: TestServer;
let people: People;
let a: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startTestServer();
  people = await signUpPeople(server);
  a = api(server);
});
afterAll(() => server.close());

const couple = () => people.couple.access_token;
const member = () => people.member.access_token;

async function newLink(account: string) {
  const res = await call(server, couple(), 'POST', '/api/v1/run-sheet-links/', { account, name: 'DJ Sam' });
  const link = ok<RunSheetLink>(res, 201);
  return { link, token: link.url.split('/run/')[1]! };
}
const sheet = (token: string) => call(server, null, 'GET', `/api/v1/run-sheet/${token}/`);

describe("a run sheet's real-time channel", () => {
  /** A vendor's socket on a link, with what it heard so far. */
  async function listen(token: string) {
    const heard: string[] = [];
    // The link's own creation is an event of the day: delivered before this socket listens.
    await server.app.realtime.sync();
    // Listening from the socket's start: its first message may come before the upgrade's promise resolves.
    const ws = await server.app.injectWS(
      `/ws/run-sheet?token=${encodeURIComponent(token)}`,
      {},
      { onInit: (socket) => socket.on('message', (data) => heard.push(String(data))) },
    );
    await expect.poll(() => heard).toEqual([RUN_SHEET_READY]);
    return { heard, ws };
  }
  test("hears 'changed' when its wedding's day changes; the sheet then reads the change through the link", async () => {
    const wedding = await planningWedding(server, people);
    const item = await a.dayTask(member(), { account: wedding.id, title: 'Ceremony', time: '16:00' });
    const { token } = await newLink(wedding.id);
    const sheetSocket = await listen(token);
    ok(await call(server, member(), 'PATCH', `/api/v1/wedding-day-tasks/${item.id}/`, { time: '16:30' }));
    await expect.poll(() => sheetSocket.heard).toEqual([RUN_SHEET_READY, RUN_SHEET_CHANGED]);
    // The socket carries no data: what changed is read through the link, with its filter.
    expect(ok<RunSheet>(await sheet(token)).items[0]!.time).toBe('16:30');
    sheetSocket.ws.terminate();
  });

  test('a link turned off is told once more, then its sheet is a 404 and a new socket is closed for good', async () => {
    const wedding = await planningWedding(server, people);
    const { link, token } = await newLink(wedding.id);
    const sheetSocket = await listen(token);
    ok(await call(server, couple(), 'DELETE', `/api/v1/run-sheet-links/${link.id}/`), 204);
    await expect.poll(() => sheetSocket.heard).toEqual([RUN_SHEET_READY, RUN_SHEET_CHANGED]);
    expect((await sheet(token)).statusCode).toBe(404);
    const again = await server.app.injectWS(`/ws/run-sheet?token=${encodeURIComponent(token)}`);
    const code = await new Promise<number>((resolve) => again.once('close', (c: number) => resolve(c)));
    expect(code).toBe(RUN_SHEET_LINK_GONE.code);
    sheetSocket.ws.terminate();
  });
});
