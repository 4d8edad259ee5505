import { and, asc, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type BusinessPhoto,
  type OwnBusiness,
  type TeamMember,
  VENDOR_LIMITS,
  type VendorArea,
  type VendorBusiness,
  type VendorCategory,
  vendorMessages as vm,
} from '../../shared/vendors';
import type { businessCreateBody, businessUpdateBody, directoryQuery } from '../../shared/vendorsSchemas';
import type { Db, Tx } from '../db/client';
import { readAll } from '../db/readAll';
import { users, vendorBusinesses, vendorTeamMembers } from '../db/schema';
import type { Counted, OffsetWindow } from '../lib/paging';
import { fieldError, HttpError } from '../lib/problem';
import { isUuid } from '../lib/uuid';
import { teamRefusal } from '../policy';
import { isKnownCity } from './fundsReference';
import { decimalOf, optionalMinor, rescaled } from './money';
import { photosOf } from './vendorPhotos';

// Vendor businesses: registered by a signed-in user in the vendor area, listed in the directory, run by a team (the
// owner and the users they add).

type Row = typeof vendorBusinesses.$inferSelect;

export function toBusiness(row: Row, photos: BusinessPhoto[] = []): VendorBusiness {
  return {
    id: row.id,
    name: row.name,
    category: row.category as VendorCategory,
    cities: row.cities,
    description: row.description,
    price_min: decimalOf(row.priceMin, row.currency),
    price_max: decimalOf(row.priceMax, row.currency),
    currency: row.currency,
    contact_name: row.contactName,
    email: row.email,
    phone: row.phone,
    website: row.website,
    owner: row.ownerId,
    photos,
    created_at: row.createdAt.toISOString(),
  };
}

const cityKey = (city: string) => city.trim().toLowerCase();
/** The cities served, once each, every one a city of the reference list (/cities/), as the picker offers them. */
function uniqueCities(cities: string[]): string[] {
  const unknown = cities.find((c) => !isKnownCity(c));
  if (unknown !== undefined) {
    throw fieldError('cities', vm.cityUnknown(unknown.trim()));
  }
  return [...new Map(cities.map((c) => [cityKey(c), c.trim()])).values()];
}

export const DIRECTORY_PAGE = { size: 24, max: 100 };

/** The directory: by category, a city served, and part of the name, alphabetically. */
export async function searchDirectory(
  db: Db,
  query: z.output<typeof directoryQuery>,
  window: OffsetWindow,
): Promise<Counted<VendorBusiness>> {
  const where: SQL[] = [];
  if (query.category) where.push(eq(vendorBusinesses.category, query.category));
  if (query.city) where.push(sql`${vendorBusinesses.cityKeys} @> ARRAY[${cityKey(query.city)}]::text[]`);
  if (query.search) {
    // LIKE's own wildcards in what was typed are literal text.
    const pattern = `%${query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`lower(${vendorBusinesses.name}) LIKE ${pattern}`);
  }
  const filter = where.length ? and(...where) : undefined;
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(vendorBusinesses).where(filter),
    db
      .select()
      .from(vendorBusinesses)
      .where(filter)
      .orderBy(asc(sql`lower(${vendorBusinesses.name})`), asc(vendorBusinesses.id))
      .limit(window.limit)
      .offset(window.offset),
  ]);
  const photos = await photosOf(
    db,
    rows.map((r) => r.id),
  );
  return { count: total?.n ?? 0, results: rows.map((r) => toBusiness(r, photos.get(r.id))) };
}

export async function businessById(db: Db | Tx, id: string): Promise<Row> {
  const rows = isUuid(id) ? await db.select().from(vendorBusinesses).where(eq(vendorBusinesses.id, id)).limit(1) : [];
  if (!rows[0]) throw new HttpError(404, vm.noSuchBusiness);
  return rows[0];
}

/** Whether the user acts for the business: its owner or one of its team. */
export async function isOnTeam(db: Db | Tx, business: Row, userId: string): Promise<boolean> {
  if (business.ownerId === userId) return true;
  const [row] = await db
    .select({ userId: vendorTeamMembers.userId })
    .from(vendorTeamMembers)
    .where(and(eq(vendorTeamMembers.businessId, business.id), eq(vendorTeamMembers.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** The business, when the user acts for it: 404 when there is none, 403 (the policy's message) when not theirs. */
export async function teamBusiness(db: Db | Tx, id: string, userId: string): Promise<Row> {
  const business = await businessById(db, id);
  const refused = teamRefusal(await isOnTeam(db, business, userId));
  if (refused) throw new HttpError(403, refused);
  return business;
}

/** The users who act for each business: owner first, then the team in the order they were added. */
async function teams(db: Db | Tx, rows: Row[]): Promise<Map<string, TeamMember[]>> {
  const ids = rows.map((r) => r.id);
  const out = new Map<string, TeamMember[]>(rows.map((r) => [r.id, []]));
  if (!ids.length) return out;
  const person = { id: users.id, first: users.firstName, last: users.lastName, email: users.email };
  const [owners, members] = await readAll(db, [
    () =>
      db
        .select(person)
        .from(users)
        .where(
          inArray(
            users.id,
            rows.map((r) => r.ownerId),
          ),
        ),
    () =>
      db
        .select({ ...person, business: vendorTeamMembers.businessId })
        .from(vendorTeamMembers)
        .innerJoin(users, eq(users.id, vendorTeamMembers.userId))
        .where(inArray(vendorTeamMembers.businessId, ids))
        .orderBy(asc(vendorTeamMembers.addedAt)),
  ]);
  const toMember = (u: { id: string; first: string; last: string; email: string }, isOwner: boolean) => ({
    id: u.id,
    full_name: `${u.first} ${u.last}`.trim(),
    email: u.email,
    is_owner: isOwner,
  });
  for (const row of rows) {
    const owner = owners.find((o) => o.id === row.ownerId);
    if (owner) out.get(row.id)!.push(toMember(owner, true));
  }
  for (const m of members) out.get(m.business)!.push(toMember(m, false));
  return out;
}

export async function toOwnBusiness(db: Db | Tx, row: Row): Promise<OwnBusiness> {
  // One after the other: `db` is often a transaction, whose one connection runs one query at a time.
  const team = await teams(db, [row]);
  const photos = await photosOf(db, [row.id]);
  return { ...toBusiness(row, photos.get(row.id)), team: team.get(row.id) ?? [] };
}

/** The businesses a user acts for, and whether they see the ops pages ('This week', 'Today'). */
export async function vendorArea(db: Db, userId: string, opsHandles: readonly string[]): Promise<VendorArea> {
  const [me] = await db.select({ slug: users.slug }).from(users).where(eq(users.id, userId));
  const opsHandle = me !== undefined && opsHandles.includes(me.slug.toLowerCase());
  const memberOf = db
    .select({ id: vendorTeamMembers.businessId })
    .from(vendorTeamMembers)
    .where(eq(vendorTeamMembers.userId, userId));
  const rows = await db
    .select()
    .from(vendorBusinesses)
    .where(or(eq(vendorBusinesses.ownerId, userId), inArray(vendorBusinesses.id, memberOf)))
    .orderBy(asc(vendorBusinesses.createdAt));
  const [byId, photos] = await Promise.all([
    teams(db, rows),
    photosOf(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return {
    businesses: rows.map((row) => ({ ...toBusiness(row, photos.get(row.id)), team: byId.get(row.id) ?? [] })),
    ops: opsHandle || rows.length > 0,
  };
}

type Create = z.output<typeof businessCreateBody>;
type Update = z.output<typeof businessUpdateBody>;

const moneyMessages = { amount: vm.amountInvalid, currency: vm.currencyInvalid };

/**
 * The advertised range in minor units of `currency`, refused when the lowest is above the highest; a new currency
 * re-expresses a kept price the body leaves out, so it keeps its value as typed.
 */
function pricesIn(body: Update, currency: string, current: Pick<Row, 'priceMin' | 'priceMax' | 'currency'>) {
  const minor = (text: string | null | undefined, field: string, stored: number | null) =>
    text === undefined && current.currency !== currency
      ? rescaled(stored, current.currency, currency, field, moneyMessages, VENDOR_LIMITS.amountMax)
      : optionalMinor(text, currency, field, moneyMessages, VENDOR_LIMITS.amountMax);
  const priceMin = minor(body.price_min, 'price_min', current.priceMin);
  const priceMax = minor(body.price_max, 'price_max', current.priceMax);
  const low = priceMin === undefined ? current.priceMin : priceMin;
  const high = priceMax === undefined ? current.priceMax : priceMax;
  if (low !== null && high !== null && low > high) throw fieldError('price_max', vm.priceRange);
  return { priceMin, priceMax };
}

export async function createBusiness(tx: Tx, userId: string, body: Create): Promise<OwnBusiness> {
  // Serialises one user's registrations, so the cap cannot be raced past.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('vendor-businesses'), hashtext(${userId}))`);
  const [owned] = await tx.select({ n: count() }).from(vendorBusinesses).where(eq(vendorBusinesses.ownerId, userId));
  if ((owned?.n ?? 0) >= VENDOR_LIMITS.businessesPerUser) throw new HttpError(409, vm.tooManyBusinesses);
  const cities = uniqueCities(body.cities ?? []);
  const currency = body.currency ?? 'USD';
  const prices = pricesIn(body, currency, { priceMin: null, priceMax: null, currency });
  const [row] = await tx
    .insert(vendorBusinesses)
    .values({
      ownerId: userId,
      name: body.name,
      category: body.category,
      cities,
      cityKeys: cities.map(cityKey),
      description: body.description ?? '',
      priceMin: prices.priceMin ?? null,
      priceMax: prices.priceMax ?? null,
      currency,
      contactName: body.contact_name ?? '',
      email: body.email ?? '',
      phone: body.phone ?? '',
      website: body.website ?? '',
    })
    .returning();
  return toOwnBusiness(tx, row!);
}

export async function updateBusiness(tx: Tx, business: Row, body: Update): Promise<OwnBusiness> {
  const prices = pricesIn(body, body.currency ?? business.currency, business);
  const cities = body.cities && uniqueCities(body.cities);
  const [row] = await tx
    .update(vendorBusinesses)
    .set({
      name: body.name,
      category: body.category,
      ...(cities ? { cities, cityKeys: cities.map(cityKey) } : {}),
      description: body.description,
      priceMin: prices.priceMin,
      priceMax: prices.priceMax,
      currency: body.currency,
      contactName: body.contact_name,
      email: body.email,
      phone: body.phone,
      website: body.website,
      updatedAt: new Date(),
    })
    .where(eq(vendorBusinesses.id, business.id))
    .returning();
  return toOwnBusiness(tx, row!);
}

/**
 * Adds a user, by the email of their account, to the people who act for the business. Only a verified address
 * counts, as for invitations: anyone may sign up with any address.
 */
export async function removeTeamMember(tx: Tx, business: Row, userId: string): Promise<void> {
  if (userId === business.ownerId) throw new HttpError(409, vm.ownerStays);
  const removed = await tx
    .delete(vendorTeamMembers)
    .where(and(eq(vendorTeamMembers.businessId, business.id), eq(vendorTeamMembers.userId, userId)))
    .returning();
  if (!removed.length) throw new HttpError(404, vm.notOnTeam);
}

/** Everyone who acts for the business: who hears about the weddings that link it. */
export async function teamIds(db: Db | Tx, businessId: string): Promise<string[]> {
  const [business] = await db
    .select({ owner: vendorBusinesses.ownerId })
    .from(vendorBusinesses)
    .where(eq(vendorBusinesses.id, businessId));
  if (!business) return [];
  const rows = await db
    .select({ id: vendorTeamMembers.userId })
    .from(vendorTeamMembers)
    .where(eq(vendorTeamMembers.businessId, businessId));
  return [business.owner, ...rows.map((r) => r.id)];
}
