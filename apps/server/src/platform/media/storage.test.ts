import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startLocalS3, type LocalS3 } from '../../test/s3-server.ts';
import { createStorage, isStorageKey, type Storage } from './index.ts';

/** The same contract, once on a folder and once on an S3-compatible server on loopback. */
describe.each(['disk', 's3'] as const)('storage on %s', (kind) => {
  let storage: Storage;
  let s3: LocalS3 | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-storage-'));

  beforeAll(async () => {
    s3 = kind === 's3' ? await startLocalS3() : undefined;
    storage = createStorage(loadConfig({ DATA_DIR: dataDir, ...s3?.env }).storage);
    expect(storage.kind).toBe(kind);
  });
  afterAll(async () => {
    await storage.close();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives back what was put, with its type and size, whole or as a stream', async () => {
    const body = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    await storage.put('shops/abc/logo.svg', body, 'image/svg+xml');

    const whole = await storage.get('shops/abc/logo.svg');
    expect(whole).toEqual({ body, contentType: 'image/svg+xml', size: body.length });
    const streamed = await storage.stream('shops/abc/logo.svg');
    expect(streamed?.contentType).toBe('image/svg+xml');
    expect(streamed?.size).toBe(body.length);
    expect(await text(streamed!.body)).toBe(body.toString());
  });

  it('replaces an object put again under the same key', async () => {
    await storage.put('assets/x/1.webp', Buffer.from('first'), 'image/webp');
    await storage.put('assets/x/1.webp', Buffer.from('second!'), 'image/webp');
    const object = await storage.get('assets/x/1.webp');
    expect(object?.body.toString()).toBe('second!');
    expect(object?.size).toBe(7);
  });

  it('answers undefined for a missing key, and forgets a deleted one', async () => {
    expect(await storage.get('assets/none/1.webp')).toBeUndefined();
    expect(await storage.stream('assets/none/1.webp')).toBeUndefined();
    await storage.put('assets/gone/1.webp', Buffer.from('bytes'), 'image/webp');
    await storage.delete('assets/gone/1.webp');
    expect(await storage.get('assets/gone/1.webp')).toBeUndefined();
    await expect(storage.delete('assets/gone/1.webp')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave its folder or bucket, and a type its name contradicts', async () => {
    for (const key of ['../secret.webp', '/etc/passwd.png', 'a/../b.webp', 'a//b.webp', 'a.exe']) {
      expect(isStorageKey(key), key).toBe(false);
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow();
      await expect(storage.get(key), key).rejects.toThrow();
    }
    await expect(storage.put('a/b.webp', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /image\/webp/,
    );
  });
});
