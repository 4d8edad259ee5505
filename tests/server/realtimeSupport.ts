import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { connect, type Database } from '../../src/server/db/client';
import { weddingMembers, weddings } from '../../src/server/db/schema';
import { createMailer } from '../../src/server/mail';
import { type EventInput, emitEvent } from '../../src/server/realtime/emitEvent';
import type { SocketMessage } from '../../src/shared/realtime';
import type { TokenResponse } from '../../src/shared/types';
import { fakeTask } from '../support/fakeTask';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { COSTLY_LIMITS } from './helper';

// Several real app instances on one PostgreSQL database, each listening on its own port, and WebSocket clients.

export const ORIGIN = 'http://localhost:3000';

export interface Instance {
  app: FastifyInstance;
  database: Database;
  port: number;
}

export interface Cluster {
  instances: Instance[];
  database: TestDatabase;
  close(): Promise<void>;
}

export async function startCluster(count: number, env: Record<string, string> = {}): Promise<Cluster> {
  const database = await createTestDatabase(inject('postgresUrl'));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vowline-rt-'));
  const instances: Instance[] = [];
  for (let i = 0; i < count; i++) {
    // Each instance has its own pool, as separate processes would.
    const own = connect(database.url, 5);
    const app = await buildApp({
      config: loadConfig({ PUBLIC_URL: ORIGIN, DATA_DIR: dataDir, CLIENT_DIR: dataDir, ...COSTLY_LIMITS, ...env }),
      database: own,
      mailer: createMailer({ dir: path.join(dataDir, 'mail'), from: 'Vowline <no-reply@localhost>', log: () => {} }),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    instances.push({ app, database: own, port: typeof address === 'object' && address ? address.port : 0 });
  }
  return {
    instances,
    database,
    async close() {
      for (const { app, database: own } of instances) {
        await app.close();
        await own.close();
      }
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function signUpOn(instance: Instance, first = 'Ann'): Promise<TokenResponse> {
  const email = `${first.toLowerCase()}-${Math.random().toString(36).slice(2)}@example.com`;
  const res = await instance.app.inject({
    method: 'POST',
    url: '/api/v1/users/',
    payload: { first_name: first, last_name: 'Lee', email, password: 'correct horse' },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`);
  return res.json() as TokenResponse;
}

/** A wedding with these members (the first is the bride); rows are written directly, as the weddings feature would. */
export async function weddingWith(database: Database, memberIds: string[]): Promise<string> {
  const slug = `w-${Math.random().toString(36).slice(2)}`;
  const [wedding] = await database.db
    .insert(weddings)
    .values({ slug, name: 'Ann & Bo', date: '2030-06-01' })
    .returning({ id: weddings.id });
  if (memberIds.length) {
    await database.db
      .insert(weddingMembers)
      .values(memberIds.map((userId, i) => ({ weddingId: wedding!.id, userId, role: i === 0 ? 'B' : 'M' })));
  }
  return wedding!.id;
}

/** One event in its own transaction, as a mutation would write it. */
export function emit(database: Database, event: EventInput): Promise<number> {
  return database.db.transaction((tx) => emitEvent(tx, event));
}

export const taskEvent = (weddingId: string, seq: number): EventInput => ({
  stream: 'account_tasks',
  action: 'update',
  weddingId,
  data: { task: fakeTask(weddingId, `task-${seq}`, `Task ${seq}`) },
});

/** A WebSocket client that records every message and how the socket closed. */
export class Client {
  readonly messages: SocketMessage[] = [];
  readonly ws: WebSocket;
  readonly opened: Promise<void>;
  readonly closed: Promise<{ code: number; reason: string }>;
  private listeners: Array<() => void> = [];

  constructor(
    port: number,
    query: { token?: string; since?: number | string },
    options: { origin?: string; autoPong?: boolean } = {},
  ) {
    const params = new URLSearchParams();
    if (query.token !== undefined) params.set('token', query.token);
    if (query.since !== undefined) params.set('since', String(query.since));
    this.ws = new WebSocket(`ws://127.0.0.1:${port}/ws?${params}`, {
      headers: { origin: options.origin ?? ORIGIN },
      autoPong: options.autoPong ?? true,
    });
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      this.ws.once('error', reject);
    });
    this.opened.catch(() => {});
    this.closed = new Promise((resolve) => {
      this.ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
    this.ws.on('message', (raw) => {
      this.messages.push(JSON.parse(raw.toString()) as SocketMessage);
      for (const listener of this.listeners) listener();
    });
  }

  /** Messages of the section 4 streams, without the `socket` control messages. */
  get events() {
    return this.messages.filter((m) => m.stream !== 'socket');
  }

  /** Waits until `done` holds of the messages so far (the test's timeout bounds the wait). */
  until(done: (messages: SocketMessage[]) => boolean): Promise<SocketMessage[]> {
    return new Promise((resolve) => {
      const check = () => {
        if (!done(this.messages)) return;
        this.listeners = this.listeners.filter((l) => l !== check);
        resolve(this.messages);
      };
      this.listeners.push(check);
      check();
    });
  }

  /** Resolves with the socket's `ready` (or the next one after `count` earlier ready messages). */
  async ready(count = 1): Promise<SocketMessage> {
    const ready = (ms: SocketMessage[]) => ms.filter((m) => m.stream === 'socket' && m.action === 'ready');
    await this.until((ms) => ready(ms).length >= count);
    return ready(this.messages)[count - 1]!;
  }

  close(): Promise<{ code: number; reason: string }> {
    this.ws.close();
    return this.closed;
  }
}

/** Opens a client and waits for it to be caught up. */
export async function readyClient(port: number, token: string, since?: number): Promise<Client> {
  const client = new Client(port, { token, since });
  await client.ready();
  return client;
}
