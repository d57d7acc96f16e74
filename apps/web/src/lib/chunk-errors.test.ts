import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installGlobalErrorHandlers, isChunkLoadError } from './chunk-errors.ts';

/** jsdom has no PromiseRejectionEvent; an Event carrying `reason` is what the handler reads. */
const rejectionEvent = (reason: unknown) =>
  Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() });

let uninstall: () => void = () => {};
beforeEach(() => {
  window.sessionStorage.clear();
});
afterEach(() => {
  uninstall();
  vi.restoreAllMocks();
});

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://vitrine.test/assets/a.js'),
    new TypeError('Importing a module script failed.'),
    Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' }),
  ])('recognises %s', (reason) => {
    expect(isChunkLoadError(reason)).toBe(true);
  });

  it('does not mistake other failures for chunk errors', () => {
    expect(isChunkLoadError(new Error('Failed to login'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('global error handlers', () => {
  it('reload the page when an unhandled rejection is a chunk-load error', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    uninstall = installGlobalErrorHandlers(window, reload);

    window.dispatchEvent(
      rejectionEvent(new TypeError('Failed to fetch dynamically imported module: /assets/home.js')),
    );

    expect(reload).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('Unhandled promise rejection:', expect.any(TypeError));
  });

  it('only log other unhandled rejections and error events', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    uninstall = installGlobalErrorHandlers(window, reload);

    window.dispatchEvent(rejectionEvent(new Error('Error posting message')));
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom'), message: 'boom' }));

    expect(reload).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith('Unhandled promise rejection:', expect.any(Error));
    expect(logged).toHaveBeenCalledWith(
      'Uncaught error:',
      expect.objectContaining({ message: 'boom' }),
    );
  });

  it('do not reload again within 10 s, so a chunk that is really gone cannot loop the page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    uninstall = installGlobalErrorHandlers(window, reload);
    const chunkFailure = () => rejectionEvent(new TypeError('Importing a module script failed.'));

    window.dispatchEvent(chunkFailure());
    window.dispatchEvent(chunkFailure());

    expect(reload).toHaveBeenCalledTimes(1);
  });
});
