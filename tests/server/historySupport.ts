import { afterAll, beforeAll } from 'vitest';
import type { HistoryEntry } from '../../src/shared/history';
import type { Page } from '../../src/shared/types';
import { startTestServer, type TestServer } from './helper';
import { ok, type People, signUpPeople } from './planningSupport';
import { call } from './weddingsSupport';

// What every history test file (issue 34) starts with: its own server and database, the wedding's people, and the
// history as each of them reads it.

export interface HistoryTest {
  readonly server: TestServer;
  readonly people: People;
  /** A person's access token. */
  as(who: keyof People): string;
  /** The wedding's history as `who` reads it, newest first (one page). */
  activity(who: keyof People, weddingId: string, query?: string): Promise<HistoryEntry[]>;
  /** How many events the wedding has written (each change writes one). */
  eventCount(weddingId: string): Promise<number>;
}

export function historyTest(): HistoryTest {
  let server: TestServer | undefined;
  let people: People | undefined;
  beforeAll(async () => {
    server = await startTestServer();
    people = await signUpPeople(server);
  });
  afterAll(() => server?.close());
  const t: HistoryTest = {
    get server() {
      if (!server) throw new Error('The history test server has not started');
      return server;
    },
    get people() {
      if (!people) throw new Error('The history test people are not signed up');
      return people;
    },
    as: (who) => t.people[who].access_token,
    activity: async (who, weddingId, query = '') =>
      ok<Page<HistoryEntry>>(await call(t.server, t.as(who), 'GET', `/api/v1/accounts/${weddingId}/activity/${query}`))
        .results,
    eventCount: async (weddingId) => {
      const { rows } = await t.server.database.pool.query(
        'SELECT count(*)::int AS n FROM events WHERE wedding_id = $1',
        [weddingId],
      );
      return rows[0].n;
    },
  };
  return t;
}
