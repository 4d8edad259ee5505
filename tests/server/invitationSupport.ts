import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import type { Household } from '../../src/shared/site';
import type { SignedUp } from './api';
import type { TestServer } from './helper';
import { call, setUpWedding } from './weddingsSupport';

// Issue 35's test files share a guest list: four households, one without any email, tags in mixed case.

export const CSV = `household,name,email,tags
The Parks,Cleo Park,cleo@example.com,family
The Parks,Dan Park,DAN@example.com,
The Lees,Eve Lee,eve@example.com,friends
The Kims,Fay Kim,,family
The Moss,Gil Moss,gil@example.com,Family`;

/** The whole .eml with quoted-printable undone, so links and text read whole. */
export const decoded = (eml: string) =>
  eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export async function mailsIn(dir: string): Promise<string[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).sort();
  return Promise.all(names.map(async (n) => decoded(await readFile(path.join(dir, n), 'utf8'))));
}

export async function weddingWithGuests(server: TestServer, couple: SignedUp) {
  const wedding = await setUpWedding(server, couple.access_token);
  const as = (method: 'GET' | 'POST' | 'PATCH', rest: string, body?: unknown) =>
    call(server, couple.access_token, method, `/api/v1/accounts/${wedding.id}/${rest}`, body);
  expect((await as('POST', 'guests/import/', { csv: CSV })).statusCode).toBe(201);
  const households = (await as('GET', 'households/')).json().results as Household[];
  const byName = (name: string) => households.find((h) => h.name === name)!;
  const token = (name: string) => byName(name).rsvp_url.split('/rsvp/')[1]!;
  return { wedding, as, households, byName, token };
}
