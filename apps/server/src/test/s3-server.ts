import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export type LocalS3 = {
  /** The S3_* variables that point the app at this server. */
  env: Record<string, string>;
  close: () => Promise<void>;
};

/**
 * An S3-compatible server on loopback (s3rver, files in a temporary folder) with one empty
 * bucket, so storage tests run against the real S3 protocol with no network.
 */
export async function startLocalS3(bucket = 'vitrine-media'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'vitrine-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      // s3rver's fixed test credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
