import type { MediaConfig } from '../config';
import { fsStore } from './fsStore';
import { s3Store } from './s3Store';
import type { MediaStore } from './store';

/** The store the configuration names: S3 when S3_BUCKET is set, else the folder DATA_DIR/media. */
export function createMediaStore(config: MediaConfig): MediaStore {
  return config.s3 ? s3Store(config.s3, config.publicUrl) : fsStore(config.dir, config.publicUrl);
}
