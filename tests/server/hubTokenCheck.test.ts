import type { FastifyBaseLogger } from 'fastify';
import { afterEach, expect, test, vi } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { RealtimeHub } from '../../src/server/realtime/hub';
import type { Subscriber } from '../../src/server/realtime/subscriber';

// The hub's periodic token check (checkTokens) closes the sockets whose tokens are no longer live. A socket that joined
// while the check's query ran was not asked about; it used to be closed as revoked (4001, which the client takes as
// a refused token) although its token was good: the 10,000-socket bench lost one that way.

const pending: Array<(live: Set<string>) => void> = [];
vi.mock('../../src/server/realtime/log', async (original) => ({
  ...(await original<typeof import('../../src/server/realtime/log')>()),
  liveTokens: vi.fn((_pool: unknown, hashes: string[]) => {
    asked.push(hashes);
    return new Promise<Set<string>>((resolve) => pending.push(resolve));
  }),
}));
const asked: string[][] = [];

afterEach(() => {
  pending.length = 0;
  asked.length = 0;
});

function socket(tokenHash: string) {
  const closed: number[] = [];
  const subscriber = { tokenHash, close: ({ code }: { code: number }) => closed.push(code) };
  return { subscriber: subscriber as unknown as Subscriber, closed };
}

test('a socket that joins while the token check runs is not closed as revoked; a revoked one is', async () => {
  const database = { pool: { options: { connectionString: 'postgres://unused' } } } as unknown as Database;
  const log = { warn: () => undefined, error: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;
  const hub = new RealtimeHub(database, log);
  const subscribers = (hub as unknown as { subscribers: Set<Subscriber> }).subscribers;
  const live = socket('live-token');
  const revoked = socket('revoked-token');
  subscribers.add(live.subscriber);
  subscribers.add(revoked.subscriber);

  const check = hub.checkTokens();
  expect(asked).toEqual([['live-token', 'revoked-token']]);
  // Joins while the query runs, with a token the query was not asked about.
  const late = socket('new-token');
  subscribers.add(late.subscriber);
  pending[0]!(new Set(['live-token']));
  await check;

  expect(revoked.closed).toEqual([4001]);
  expect(live.closed).toEqual([]);
  expect(late.closed).toEqual([]);
});
