import { buffer } from 'node:stream/consumers';
import type { MediaStore } from './store';

/** An image's bytes wherever they are: still in its row (before `media:migrate`), or in the store. */
export async function imageBytes(store: MediaStore, row: { id: string; bytes: Buffer | null }): Promise<Buffer | null> {
  if (row.bytes) return row.bytes;
  const stored = await store.get(row.id);
  return stored ? buffer(stored.body) : null;
}
