import { clear, createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

// Issue 37: what a member needs on the day, kept on the device (IndexedDB, through idb-keyval) for each wedding they
// opened in the last weeks: the wedding and its members, the plan and the run-of-show, the vendors and their contacts,
// the logistics, the guest info and the households (a shared run sheet keeps its own: runSheetMachine). Each GET of these
// is kept as it came; with no network, the last copy answers instead (http.ts), and the app says so.
// Only the person who fetched it reads it back, and signing out forgets all of it.

const ACCOUNT = String.raw`\/api\/v1\/accounts\/[^/?]+\/`;
const KEPT: RegExp[] = [
  /^\/api\/v1\/users\/me\/$/,
  /^\/api\/v1\/accounts\/$/,
  /^\/api\/v1\/account-invites\/$/,
  new RegExp(`^${ACCOUNT}$`),
  new RegExp(
    `^${ACCOUNT}(members|tasks|wedding-day-tasks|logistics|guest-info|households|guest-events|access)\\/(\\?.*)?$`,
  ),
  /^\/api\/v1\/account-sections\/\?account=[^&]+$/,
  /^\/api\/v1\/account-vendors\/\?account=[^&]+$/,
];

/** Copies older than this are dropped: the weddings opened "in the last weeks". */
export const KEEP_MS = 30 * 24 * 3_600_000;

interface Copy {
  at: number;
  data: unknown;
}

/** The one entry that is not a copy: the changes waiting for the network. */
const QUEUE = 'queue';

let db: UseStore | undefined;
const store = () => {
  db ??= createStore('vowline-offline', 'answers');
  return db;
};

/** A device that refuses (no IndexedDB, private mode, a full disk) keeps and finds nothing, and nothing breaks. */
async function safely<T>(use: (at: UseStore) => Promise<T>, otherwise: T): Promise<T> {
  try {
    return await use(store());
  } catch {
    return otherwise;
  }
}

/** The address as the cache names it: path and query, in the order given. */
export function addressOf(url: string, query?: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.append(key, String(value));
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

export const isKept = (address: string): boolean => KEPT.some((pattern) => pattern.test(address));

const keyOf = (user: string | null, address: string) => `${user ?? '-'} ${address}`;

/** Keeps an answer. */
export function keep(user: string | null, address: string, data: unknown, now = Date.now()): Promise<void> {
  return safely((at) => set(keyOf(user, address), { at: now, data } satisfies Copy, at), undefined);
}

/** The last answer kept for this person and address, if it is recent enough. */
export async function copyOf(user: string | null, address: string, now = Date.now()): Promise<Copy | undefined> {
  const copy = await safely((at) => get<Copy>(keyOf(user, address), at), undefined);
  return copy && now - copy.at <= KEEP_MS ? copy : undefined;
}

/** Drops the copies older than KEEP_MS (once per start). */
export async function dropOld(now = Date.now()): Promise<void> {
  await safely(async (at) => {
    const all = await entries<string, Copy>(at);
    await Promise.all(
      all.filter(([key, copy]) => key !== QUEUE && now - copy.at > KEEP_MS).map(([key]) => del(key, at)),
    );
  }, undefined);
}

/** Forgets every copy (sign-out): the next person on this device finds nothing. */
export function forgetAll(): Promise<void> {
  return safely((at) => clear(at), undefined);
}

/** The changes waiting for the network, kept for a reload (signing out forgets them with the copies). */
export function saveQueue(changes: unknown[]): Promise<void> {
  return safely((at) => set(QUEUE, changes, at), undefined);
}

/** The changes a reload left waiting. */
export async function loadQueue<T>(): Promise<T[]> {
  return (await safely((at) => get<T[]>(QUEUE, at), undefined)) ?? [];
}
