import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiUser, apiWedding, type Person } from './weddingSupport';

// A seating plan for the seating model's paths, arranged through the API: one event ("Dinner") with three tables,
// A (room for eight), F (one seat, Zoe on it) and Spare (room, renamed by "another member" to reload the plan), and
// three single-guest households who said yes: Gus (the guest the paths move), Hal (moved by the harness to get a
// refusal from the server) and Zoe.

export interface SeatingFixture {
  couple: Person;
  slug: string;
  event: string;
  guests: Record<'Gus' | 'Hal' | 'Zoe', { id: string; token: string }>;
  tables: Record<'A' | 'F' | 'Spare', string>;
}

export async function call<T>(request: APIRequestContext, who: Person, method: string, url: string, data?: unknown) {
  const res = await request.fetch(url, { method, headers: { authorization: `Bearer ${who.token}` }, data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return (res.status() === 204 ? undefined : await res.json()) as T;
}

export async function seatingFixture(request: APIRequestContext, first: string): Promise<SeatingFixture> {
  const couple = await apiUser(request, first);
  const wedding = await apiWedding(request, couple);
  const api = (rest: string) => `/api/v1/accounts/${wedding.id}/${rest}`;
  await call(request, couple, 'POST', api('guests/import/'), {
    csv: 'household,name\nThe Gales,Gus Gale\nThe Hills,Hal Hill\nThe Zees,Zoe Zee',
  });
  const event = await call<{ id: string }>(request, couple, 'POST', api('guest-events/'), {
    name: 'Dinner',
    seating: true,
  });
  const { results } = await call<{
    results: { id: string; rsvp_url: string; guests: { id: string; name: string }[] }[];
  }>(request, couple, 'GET', api('households/'));
  await call(request, couple, 'POST', `/api/v1/guest-events/${event.id}/invitations/`, {
    households: results.map((h) => h.id),
  });
  const guests = {} as SeatingFixture['guests'];
  for (const h of results) {
    const g = h.guests[0]!;
    const token = h.rsvp_url.split('/').filter(Boolean).at(-1)!;
    guests[g.name.split(' ')[0] as keyof SeatingFixture['guests']] = { id: g.id, token };
    await answer(request, token, g.id, true);
  }
  const table = (name: string, capacity: number, x: number) =>
    call<{ id: string }>(request, couple, 'POST', `/api/v1/guest-events/${event.id}/tables/`, {
      name,
      capacity,
      x,
      y: 40,
    });
  const tables = {
    A: (await table('A', 8, 20)).id,
    F: (await table('F', 1, 50)).id,
    Spare: (await table('Spare', 8, 80)).id,
  };
  await seat(request, { couple, event: event.id } as SeatingFixture, guests.Zoe.id, tables.F);
  return { couple, slug: wedding.slug, event: event.id, guests, tables };
}

/** A guest's own answer for every event they are invited to, by their household's link. */
export async function answer(
  request: APIRequestContext,
  token: string,
  guest: string,
  attending: boolean,
  meal: string | null = null,
) {
  const res = await request.post(`/api/v1/rsvp/${token}/`, { data: { guests: [{ id: guest, attending, meal }] } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Another member seats a guest (or takes them off their seat). */
export async function seat(request: APIRequestContext, f: SeatingFixture, guest: string, table: string | null) {
  await call(request, f.couple, 'PUT', `/api/v1/guest-events/${f.event}/seats/`, { guest, table });
}

export async function renameTable(request: APIRequestContext, f: SeatingFixture, table: string, name: string) {
  await call(request, f.couple, 'PATCH', `/api/v1/seating-tables/${table}/`, { name });
}

/** The next save of a seat is turned down by "the server" (another member took the last seats first). */
export async function refuseNextSeat(page: Page) {
  let armed = false;
  await page.route(/\/api\/v1\/guest-events\/[0-9a-f-]+\/seats\/$/, async (route) => {
    if (!armed || route.request().method() !== 'PUT') return route.fallback();
    armed = false;
    return route.fulfill({
      status: 409,
      contentType: 'application/problem+json',
      json: {
        type: 'about:blank',
        title: 'Conflict',
        status: 409,
        detail: TAKEN,
        errors: { table: [TAKEN] },
      },
    });
  });
  return () => {
    armed = true;
  };
}

export const TAKEN = 'Someone took the last seats first.';

/** The page's next save of a seat, answered by the server. */
export const seatSaved = (page: Page) =>
  page.waitForResponse((r) => /\/seats\/$/.test(r.url()) && r.request().method() === 'PUT');
