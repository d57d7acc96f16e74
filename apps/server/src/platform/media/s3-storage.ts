import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { checkPut, contentTypeOfKey, type Storage } from './storage.ts';

export type S3StorageConfig = {
  bucket: string;
  /** Absent: AWS itself; set for any S3-compatible service (MinIO, R2, a local test server). */
  endpoint: string | undefined;
  region: string;
  /** Absent: the SDK's own chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
};

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/** Objects in one S3-compatible bucket, keyed exactly as on disk. */
export function createS3Storage(config: S3StorageConfig): Storage {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint && { endpoint: config.endpoint }),
    ...(config.credentials && { credentials: config.credentials }),
  });
  const Bucket = config.bucket;

  const fetchObject = async (key: string) => {
    contentTypeOfKey(key);
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };

  return {
    kind: 's3',

    async put(key, body, contentType) {
      checkPut(key, contentType);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          // Keys never change meaning (new content gets a new key): a CDN in front may keep them.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },

    async get(key) {
      const object = await fetchObject(key);
      if (!object?.Body) return undefined;
      const body = Buffer.from(await object.Body.transformToByteArray());
      return { body, contentType: object.ContentType ?? contentTypeOfKey(key), size: body.length };
    },

    async stream(key) {
      const object = await fetchObject(key);
      if (!object?.Body) return undefined;
      return {
        body: object.Body as Readable,
        contentType: object.ContentType ?? contentTypeOfKey(key),
        size: object.ContentLength ?? 0,
      };
    },

    async delete(key) {
      contentTypeOfKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async close() {
      client.destroy();
    },
  };
}
