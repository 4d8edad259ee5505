import { albumMessages as m } from '../../../shared/album';
import { HttpError } from '../../lib/problem';
import { imageBytes } from '../../media/read';
import type { Media } from '../../media/staging';
import { type StagedPhoto, stagePhotos } from '../postPhotos';
import type { AlbumPhotoRow } from './photos';

// An album photo's copies for a photo row elsewhere (the website's gallery, a post). Each kind of row deletes its own
// images with it (a post's go with the post, an album photo's with it, by the migration's trigger), so a post or the
// gallery cannot point at the album's images: deleting the album photo would break the post. The WebP copies, already
// decoded, re-encoded and cut to the post widths, are staged again as they are: no second decode, the post photo
// pipeline's rows (`storePhotos`) take them.

/** Stages a copy of each photo's variants in the media store, in order; 409 when one cannot be read. */
export async function copyAlbumPhotos(media: Media, rows: AlbumPhotoRow[]): Promise<StagedPhoto[]> {
  const rendered = [];
  for (const row of rows) {
    const variants = [];
    for (const v of [...row.variants].sort((a, b) => a.width - b.width)) {
      const bytes = await imageBytes(media.store, { id: v.id, bytes: null });
      if (!bytes) throw new HttpError(409, m.unreadable);
      variants.push({ width: v.width, bytes });
    }
    rendered.push({ width: row.width, height: row.height, variants });
  }
  return stagePhotos(media, rendered);
}
