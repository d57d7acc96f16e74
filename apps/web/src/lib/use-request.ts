import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from './api-error.ts';

export type RequestState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: ApiError };

/**
 * One read for a screen that must stay light (the home page): runs `load` when `key` changes,
 * aborts it on unmount, and offers `retry`. Screens beyond the home page use RTK Query instead;
 * this keeps RTK Query (about 16 kB gzip) out of the first download.
 */
export function useRequest<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): RequestState<T> & { retry: () => void } {
  const [state, setState] = useState<RequestState<T>>({
    status: 'loading',
    data: undefined,
    error: undefined,
  });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading', data: undefined, error: undefined });
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data, error: undefined });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const apiError =
          error instanceof ApiError
            ? error
            : new ApiError('INTERNAL', 'Something went wrong. Please try again.', 0);
        setState({ status: 'error', data: undefined, error: apiError });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
