import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { media, mediaPending } from '../db/schema';
import { HttpError } from '../lib/problem';
import type { MediaStore } from './store';

// Writing an image is two steps, in this order, so a committed media row always has its object:
// 1. `app.media.stage` records the new ids as pending (committed on their own) and writes the objects to the store;
// 2. `insertMedia`, inside the caller's transaction, adds the media rows and clears their pending marks.
// If that transaction never commits (a refusal, a crash), the pending mark stays and the sweep job deletes the object.

export interface NewImage {
  contentType: string;
  bytes: Buffer;
}

export interface StagedImage {
  id: string;
  contentType: string;
}

export const storeUnavailable = () =>
  new HttpError(503, 'Images cannot be stored right now. Please try again in a moment.');

/** What routes reach as `app.media`: the store, and the first step of every image write. */
export interface Media {
  store: MediaStore;
  stage(images: NewImage[]): Promise<StagedImage[]>;
}

export function mediaService(db: Db, store: MediaStore, log: (error: unknown) => void): Media {
  return {
    store,
    async stage(images) {
      if (!images.length) return [];
      const staged = images.map((image) => ({ id: randomUUID(), contentType: image.contentType }));
      await db.insert(mediaPending).values(staged.map(({ id }) => ({ id })));
      try {
        await Promise.all(images.map((image, i) => store.put(staged[i]!.id, image.bytes, image.contentType)));
      } catch (error) {
        // Whatever was written stays pending and is swept; the store's words go to the log, not to the uploader.
        log(error);
        throw storeUnavailable();
      }
      return staged;
    },
  };
}

/** The media rows of staged images, owned by `ownerId`, in the caller's transaction. */
export async function insertMedia(tx: Tx, ownerId: string, images: StagedImage[]): Promise<void> {
  if (!images.length) return;
  await tx.insert(media).values(images.map(({ id, contentType }) => ({ id, ownerId, contentType })));
  await tx.delete(mediaPending).where(
    inArray(
      mediaPending.id,
      images.map((i) => i.id),
    ),
  );
}
