/**
 * The part of an RTK Query hook's result a screen needs to show a read's loading, error (with a
 * retry) and data; shared pieces take this rather than the hook's whole result type.
 */
export type QueryState<T> = {
  data?: T;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};
