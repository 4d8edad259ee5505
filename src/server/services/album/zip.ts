import type { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import yazl from 'yazl';
import type { MediaStore } from '../../media/store';
import type { AlbumPhotoRow } from './photos';

// The album as one ZIP, streamed: each photo's re-encoded full-size JPEG is read from the media store as the archive
// reaches it (one at a time, never the whole album in memory), then a CSV of who sent what and when.

const safe = (name: string) =>
  name
    .replace(/[^\p{L}\p{N} _-]+/gu, '')
    .trim()
    .slice(0, 40);

export function entryName(row: AlbumPhotoRow, index: number): string {
  const who = safe(row.uploaderName) || 'guest';
  return `photos/${String(index + 1).padStart(4, '0')}-${who}.jpg`;
}

/** A CSV cell a spreadsheet would run as a formula is written as text. */
const cell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export function albumZip(store: MediaStore, rows: AlbumPhotoRow[], onError: (error: unknown) => void): Readable {
  const zip = new yazl.ZipFile();
  const csv: string[][] = [['file', 'uploader_name', 'uploaded_at', 'status']];
  rows.forEach((row, i) => {
    const name = entryName(row, i);
    csv.push([name, cell(row.uploaderName), row.createdAt.toISOString(), row.status]);
  });
  // yazl pulls each stream in turn; opening them lazily keeps one photo in flight at a time.
  let index = 0;
  const next = async () => {
    if (index >= rows.length) {
      zip.addBuffer(Buffer.from(stringify(csv)), 'photos.csv', { compress: true });
      zip.end();
      return;
    }
    const row = rows[index]!;
    const name = entryName(row, index++);
    try {
      const stored = await store.get(row.originalId);
      if (stored) {
        // JPEG is compressed already: stored as is, the archive costs no CPU.
        zip.addReadStream(stored.body, name, { compress: false, mtime: row.createdAt });
        stored.body.once('end', () => void next());
        stored.body.once('error', onError);
        return;
      }
    } catch (error) {
      onError(error);
    }
    await next();
  };
  void next();
  return zip.outputStream as unknown as Readable;
}
