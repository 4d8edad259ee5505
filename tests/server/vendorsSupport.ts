import { and, eq, isNotNull } from 'drizzle-orm';
import { vendorBusinesses, weddingVendors } from '../../src/server/db/schema';
import type { TestServer } from './helper';

// Vendors in server tests: a business of a user's own, put on a wedding's list as the couple would from the directory.

/** The user's first business, registered on the spot when they have none. */
export async function businessOf(server: TestServer, userId: string, name = 'Lens & Light') {
  const { db } = server.database;
  const [found] = await db.select().from(vendorBusinesses).where(eq(vendorBusinesses.ownerId, userId)).limit(1);
  if (found) return found;
  const [row] = await db
    .insert(vendorBusinesses)
    .values({ ownerId: userId, name, category: 'photography', cities: ['Lisbon'], cityKeys: ['lisbon'] })
    .returning();
  return row!;
}

/** Links the user's business to the wedding: the user is then the "vendor linked to this wedding". */
export async function linkVendor(server: TestServer, weddingId: string, userId: string) {
  const business = await businessOf(server, userId);
  await server.database.db.insert(weddingVendors).values({
    weddingId,
    businessId: business.id,
    name: business.name,
    category: business.category,
    quotedPrice: 250000,
  });
}

/** The wedding's linked vendor row (the one `linkVendor` made). */
export async function linkedRow(server: TestServer, weddingId: string) {
  const [row] = await server.database.db
    .select()
    .from(weddingVendors)
    .where(and(eq(weddingVendors.weddingId, weddingId), isNotNull(weddingVendors.businessId)));
  return row!;
}
