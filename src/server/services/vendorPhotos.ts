import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { type BusinessPhoto, VENDOR_LIMITS, vendorMessages as vm } from '../../shared/vendors';
import type { Db, Tx } from '../db/client';
import { media, vendorBusinessPhotos } from '../db/schema';
import { fieldError, HttpError } from '../lib/problem';
import { type StagedPhoto, storeVariants, toPhoto } from './postPhotos';

// A business's photos on its public page. Uploads are read and re-encoded by the posts' upload code (sharp, with its
// pixel limit and widths for `srcset`); this keeps which business shows them and in what order.

export async function photosOf(db: Db | Tx, businessIds: string[]): Promise<Map<string, BusinessPhoto[]>> {
  const byBusiness = new Map<string, BusinessPhoto[]>();
  if (!businessIds.length) return byBusiness;
  const rows = await db
    .select()
    .from(vendorBusinessPhotos)
    .where(inArray(vendorBusinessPhotos.businessId, businessIds))
    .orderBy(asc(vendorBusinessPhotos.position), asc(vendorBusinessPhotos.addedAt));
  for (const row of rows) byBusiness.set(row.businessId, [...(byBusiness.get(row.businessId) ?? []), toPhoto(row)]);
  return byBusiness;
}

/** Adds the decoded photos after the ones the business shows, within the per-business cap. */
export async function addBusinessPhotos(
  tx: Tx,
  businessId: string,
  ownerId: string,
  photos: StagedPhoto[],
): Promise<BusinessPhoto[]> {
  const [shown] = await tx
    .select({ n: count() })
    .from(vendorBusinessPhotos)
    .where(eq(vendorBusinessPhotos.businessId, businessId));
  const start = shown?.n ?? 0;
  if (start + photos.length > VENDOR_LIMITS.photos) {
    throw fieldError('photos', vm.tooManyPhotos);
  }
  for (const [i, photo] of photos.entries()) {
    const variants = await storeVariants(tx, ownerId, photo);
    await tx
      .insert(vendorBusinessPhotos)
      .values({ businessId, position: start + i, width: photo.width, height: photo.height, variants });
  }
  return (await photosOf(tx, [businessId])).get(businessId) ?? [];
}

export async function deleteBusinessPhoto(tx: Tx, businessId: string, photoId: string): Promise<void> {
  const [row] = await tx
    .delete(vendorBusinessPhotos)
    .where(and(eq(vendorBusinessPhotos.businessId, businessId), eq(vendorBusinessPhotos.id, photoId)))
    .returning();
  if (!row) throw new HttpError(404, vm.noSuchPhoto);
  await tx.delete(media).where(
    inArray(
      media.id,
      row.variants.map((v) => v.id),
    ),
  );
}
