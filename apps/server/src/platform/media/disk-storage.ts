import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkPut, contentTypeOfKey, type Storage } from './storage.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under one folder (DATA_DIR/media by default); the key is the relative path. */
export function createDiskStorage(root: string): Storage {
  // Folders this process made already: a seed writing thousands of files skips the mkdir calls.
  const made = new Set<string>();
  const fileOf = (key: string) => {
    contentTypeOfKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    kind: 'disk',

    async put(key, body, contentType) {
      checkPut(key, contentType);
      const file = fileOf(key);
      const folder = path.dirname(file);
      if (!made.has(folder)) {
        await mkdir(folder, { recursive: true });
        made.add(folder);
      }
      // Written beside, then renamed over: a reader sees the old file or the new one, never half.
      const partial = `${file}.${randomUUID()}.partial`;
      await writeFile(partial, body).catch(async (error: unknown) => {
        // The folder went away since (a reset): make it again, once.
        if (!isMissing(error)) throw error;
        await mkdir(folder, { recursive: true });
        await writeFile(partial, body);
      });
      await rename(partial, file);
    },

    async get(key) {
      try {
        const body = await readFile(fileOf(key));
        return { body, contentType: contentTypeOfKey(key), size: body.length };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async stream(key) {
      const file = fileOf(key);
      try {
        const { size, isFile } = await stat(file).then((s) => ({
          size: s.size,
          isFile: s.isFile(),
        }));
        if (!isFile) return undefined;
        return { body: createReadStream(file), contentType: contentTypeOfKey(key), size };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },

    async close() {},
  };
}
