import type { Readable } from 'node:stream';

/** What a stored object is: its bytes as a stream, with the type and length to send before them. */
export type StoredObject = { body: Readable; contentType: string; size: number };

/**
 * One place for uploaded and seeded files, whatever keeps them: a folder under DATA_DIR
 * (`disk-storage.ts`) or an S3-compatible bucket (`s3-storage.ts`). Keys are relative paths
 * such as `assets/<id>/640.webp`; the same key is the URL path under `/api/v1/media/` and the
 * path under ASSET_CDN_URL, so a CDN can front either this server or the bucket itself.
 */
export type Storage = {
  readonly kind: 'disk' | 's3';
  /** Writes (or replaces) an object; readers never see half of it. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The whole object, or undefined when there is none. */
  get(key: string): Promise<{ body: Buffer; contentType: string; size: number } | undefined>;
  /** The object as a stream (for answers), or undefined when there is none. */
  stream(key: string): Promise<StoredObject | undefined>;
  /** Removes an object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Lets go of connections (S3); nothing to do on disk. */
  close(): Promise<void>;
};

/** The types a key's extension stands for: the disk keeps no metadata, the name says it. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  webp: 'image/webp',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  json: 'application/json',
};

/**
 * Lower-case segments of letters, digits, `-` and `_`, joined by `/`, ending in a known
 * extension. Nothing else reaches a file system path or a bucket (no `..`, no leading `/`).
 */
const KEY = /^(?:[a-z0-9][a-z0-9_-]{0,79}\/){0,5}[a-z0-9][a-z0-9_-]{0,79}\.([a-z0-9]{2,5})$/;

export const isStorageKey = (key: string) => {
  const match = KEY.exec(key);
  return match !== null && CONTENT_TYPES[match[1]!] !== undefined;
};

/** The content type of a valid key; throws for a key our code should never have made. */
export function contentTypeOfKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)]!;
}

/** Checks a key and that its extension agrees with the type being stored. */
export function checkPut(key: string, contentType: string) {
  const expected = contentTypeOfKey(key);
  if (contentType !== expected) {
    throw new Error(`Key ${key} holds ${expected}, not ${contentType}`);
  }
}
