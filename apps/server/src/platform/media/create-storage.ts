import type { StorageConfig } from '../config.ts';
import { createDiskStorage } from './disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** The storage the configuration names: a bucket when S3_BUCKET is set, else DATA_DIR/media. */
export const createStorage = (config: StorageConfig): Storage =>
  config.kind === 's3' ? createS3Storage(config) : createDiskStorage(config.dir);
