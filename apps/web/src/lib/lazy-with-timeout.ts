/** A lazily loaded script chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A chunk that did not load in time; treated like any other chunk-load failure. */
export class ChunkLoadTimeoutError extends Error {
  constructor(ms: number) {
    super(`Loading a chunk timed out after ${ms} ms`);
    // The same name webpack gives its chunk errors, so one check recognises both.
    this.name = 'ChunkLoadError';
  }
}

/** Settles like `load()`, or rejects with ChunkLoadTimeoutError if that takes longer than `ms`. */
export function withTimeout<T>(load: () => Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(ms)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
