const chunkErrorMessages = [
  'Failed to fetch dynamically imported module', // Chromium
  'Importing a module script failed', // Safari
  'error loading dynamically imported module', // Firefox
];

/**
 * True when a script chunk could not be loaded: usually a new release replaced the hashed
 * files the open tab still refers to, so a reload fetches the current ones.
 */
export function isChunkLoadError(reason: unknown): boolean {
  if (!(reason instanceof Error)) {
    return typeof reason === 'string' && chunkErrorMessages.some((m) => reason.includes(m));
  }
  if (reason.name === 'ChunkLoadError') return true;
  return chunkErrorMessages.some((m) => reason.message.includes(m));
}

const RELOAD_MARK_KEY = 'vitrine.chunkReloadAt';
const RELOAD_GUARD_MS = 10_000;

/**
 * Reloads the page for a chunk-load failure, at most once per 10 s: if the chunk is still
 * missing right after a reload (the server is down, not a new release), reloading again would
 * only loop.
 */
export function reloadForChunkError(reload: () => void = () => window.location.reload()): boolean {
  let last = 0;
  try {
    last = Number(window.sessionStorage.getItem(RELOAD_MARK_KEY) ?? 0);
    window.sessionStorage.setItem(RELOAD_MARK_KEY, String(Date.now()));
  } catch {
    // Without sessionStorage there is no loop guard; reloading is still the right move.
  }
  if (Date.now() - last < RELOAD_GUARD_MS) return false;
  reload();
  return true;
}

/**
 * Global error events and unhandled rejections are only logged, except a rejection
 * that is a chunk-load error, which reloads the page. Returns a function that removes the
 * listeners.
 */
export function installGlobalErrorHandlers(
  target: Window = window,
  reload: () => void = () => window.location.reload(),
): () => void {
  const onError = (event: ErrorEvent) => {
    console.error('Uncaught error:', event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    console.error('Unhandled promise rejection:', event.reason);
    if (isChunkLoadError(event.reason)) reloadForChunkError(reload);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
