import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isUuid } from '../lib/uuid';
import { type MediaStore, objectKey } from './store';

// The default store: files under DATA_DIR/media, two hex digits of fan-out so no folder holds millions of files.
// Every instance must see the same folder (one machine, or a shared volume); more machines want S3_BUCKET.

export function fsStore(dir: string, publicUrl: string | null): MediaStore {
  const fileOf = (id: string) => {
    // The id names a file: anything but a uuid could climb out of the folder.
    if (!isUuid(id)) throw new Error('A media id is a uuid.');
    return path.join(dir, id.slice(0, 2).toLowerCase(), id.toLowerCase());
  };
  return {
    driver: 'fs',
    async put(id, bytes) {
      const file = fileOf(id);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed into place: a reader never sees half a file, a crash leaves no torn one.
      const temp = path.join(dir, `.tmp-${randomUUID()}`);
      try {
        await writeFile(temp, bytes);
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(id) {
      const file = fileOf(id);
      const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      if (!info) return undefined;
      return { body: createReadStream(file), length: info.size };
    },
    async delete(id) {
      await unlink(fileOf(id)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    publicUrl: (id) => (publicUrl ? `${publicUrl}/${objectKey(id)}` : undefined),
    async open() {
      await mkdir(dir, { recursive: true });
    },
    close() {},
  };
}
