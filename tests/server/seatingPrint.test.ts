import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { printable } from '../../src/server/services/seatingPrint';
import type { GuestEvent } from '../../src/shared/guestEvents';
import type { SeatingPlan, SeatingTable } from '../../src/shared/seating';
import type { Household } from '../../src/shared/site';
import { type SignedUp, signUp } from './api';
import { startTestServer, type TestServer } from './helper';
import { call, setUpWedding } from './weddingsSupport';

// Issue 38's print: the seating of an event as a PDF (table list, floor plan, place cards), read back here: its
// pages counted and the words on each taken out of its content streams.

let server: TestServer;
let couple: SignedUp;
beforeAll(async () => {
  server = await startTestServer();
  couple = await signUp(server);
});
afterAll(() => server.close());

// Helvetica's encoding (WinAnsi): Latin-1 but for the punctuation in 0x80-0x9f (Node's TextDecoder has no table).
const PUNCTUATION: Record<number, string> = {
  128: '€',
  133: '…',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  149: '•',
  150: '–',
  151: '—',
};
const winAnsi = { decode: (bytes: Buffer) => [...bytes].map((b) => PUNCTUATION[b] ?? String.fromCharCode(b)).join('') };

/** The pages of a PDF made by pdfkit, each as the text drawn on it (its content streams inflated and decoded). */
function pdfPages(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, string>();
  for (const m of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) objects.set(m[1]!, m[2]!);
  const text = (id: string) => {
    const body = objects.get(id)!;
    const start = body.indexOf('stream') + 'stream'.length;
    const bytes = Buffer.from(body.slice(start, body.lastIndexOf('endstream')).replace(/^\r?\n/, ''), 'latin1');
    const ops = (/FlateDecode/.test(body) ? inflateSync(bytes) : bytes).toString('latin1');
    // Each text showing operator's strings (hex, as pdfkit writes them), a line per operator.
    return [...ops.matchAll(/\[([^\]]*)\]\s*TJ/g)]
      .map((op) =>
        [...op[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => winAnsi.decode(Buffer.from(h[1]!, 'hex'))).join(''),
      )
      .join('\n');
  };
  return [...objects.values()]
    .filter((o) => /\/Type \/Page\b/.test(o))
    .map((page) => text(/\/Contents (\d+) 0 R/.exec(page)![1]!));
}

describe('the seating PDF', () => {
  test('printable text keeps Helvetica’s accents and strips the rest', () => {
    expect(printable('Zoë Müller')).toBe('Zoë Müller');
    expect(printable('Łucja Dvořák')).toBe('?ucja Dvorák');
    expect(printable('Ana 💍')).toBe('Ana ?');
  });

  test('lists the tables, draws the plan and makes a place card per seated guest, with their meal', async () => {
    const wedding = await setUpWedding(server, couple.access_token);
    const as = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
      call(server, couple.access_token, method, url, body);
    const csv = `household,name\n${Array.from({ length: 9 }, (_, i) => `The Nines,Guest ${i + 1}`).join('\n')}\nThe Zees,Zoë Dvořák`;
    expect((await as('POST', `/api/v1/accounts/${wedding.id}/guests/import/`, { csv })).statusCode).toBe(201);
    const households = (await as('GET', `/api/v1/accounts/${wedding.id}/households/`)).json().results as Household[];
    const event = (
      await as('POST', `/api/v1/accounts/${wedding.id}/guest-events/`, {
        name: 'Dinner',
        seating: true,
        meal_options: ['Pasta', 'Fish'],
      })
    ).json() as GuestEvent;
    await as('POST', `/api/v1/guest-events/${event.id}/invitations/`, { households: households.map((h) => h.id) });
    for (const h of households) {
      const token = h.rsvp_url.split('/rsvp/')[1]!;
      const invitation = (await call(server, null, 'GET', `/api/v1/rsvp/${token}/`)).json();
      const body = {
        events: invitation.events.map((e: { id: string; name: string; guests: { id: string }[] }) => ({
          id: e.id,
          guests: e.guests.map((g, i) => ({
            id: g.id,
            attending: true,
            meal: e.name === 'Dinner' ? (i % 2 ? 'Fish' : 'Pasta') : null,
          })),
        })),
      };
      expect((await call(server, null, 'POST', `/api/v1/rsvp/${token}/`, body)).statusCode).toBe(200);
    }
    const tables = [] as SeatingTable[];
    for (const [name, x] of [
      ['Rose', 20],
      ['Tulip', 80],
    ] as const) {
      tables.push(
        (await as('POST', `/api/v1/guest-events/${event.id}/tables/`, { name, capacity: 8, x, y: 50 })).json(),
      );
    }
    const plan = (await as('GET', `/api/v1/guest-events/${event.id}/seating/`)).json() as SeatingPlan;
    expect(plan.guests.find((g) => g.name === 'Zoë Dvořák')?.meal).toBe('Pasta');
    // Nine seated (eight at Rose, one at Tulip), one left unseated.
    const seated = plan.guests.filter((g) => g.name !== 'Guest 9');
    for (const [i, g] of seated.entries()) {
      const table = i < 8 ? tables[0]! : tables[1]!;
      expect(
        (await as('PUT', `/api/v1/guest-events/${event.id}/seats/`, { guest: g.id, table: table.id })).statusCode,
      ).toBe(200);
    }

    const res = await as('GET', `/api/v1/guest-events/${event.id}/seating/pdf/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="seating-Dinner.pdf"');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = pdfPages(pdf);
    // The table list, the floor plan, and nine place cards: eight on one page, one on the next.
    expect(pages).toHaveLength(4);
    const [list, floor, cards, last] = pages as [string, string, string, string];
    expect(list).toContain('Seating · Dinner');
    expect(list).toContain('Rose  (8/8)');
    expect(list).toContain('Tulip  (1/8)');
    expect(list).toContain('Not seated yet');
    expect(list).toContain('Guest 9');
    expect(list).toContain('• Zoë Dvorák  —  Pasta');
    expect(floor).toContain('Floor plan · Dinner');
    expect(floor).toContain('Rose');
    expect(floor).toContain('8/8');
    expect(cards.match(/Rose/g)).toHaveLength(8);
    expect(cards).toContain('Pasta');
    expect(cards).toContain('Fish');
    expect(cards).not.toContain('Guest 9');
    expect(last).toContain('Tulip');
    expect(last.split('\n')).toHaveLength(3);
  });

  test('an event without seating has no PDF, and an unknown event is 404', async () => {
    const wedding = await setUpWedding(server, couple.access_token);
    const event = (
      await call(server, couple.access_token, 'POST', `/api/v1/accounts/${wedding.id}/guest-events/`, {
        name: 'Brunch',
      })
    ).json() as GuestEvent;
    const none = await call(server, couple.access_token, 'GET', `/api/v1/guest-events/${event.id}/seating/pdf/`);
    expect(none.statusCode).toBe(409);
    expect(none.headers['content-type']).toContain('application/problem+json');
    const unknown = await call(
      server,
      couple.access_token,
      'GET',
      '/api/v1/guest-events/00000000-0000-4000-8000-000000000000/seating/pdf/',
    );
    expect(unknown.statusCode).toBe(404);
  });
});
