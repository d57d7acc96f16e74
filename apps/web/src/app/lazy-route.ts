import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { withTimeout } from '../lib/lazy-with-timeout.ts';

type LazyRoute = { Component: ComponentType; loader?: LoaderFunction };

/**
 * A route's code, loaded on first visit. A chunk that takes longer than 120 s counts
 * as failed (the route's error page shows, and the global handler reloads for chunk errors).
 */
export const lazyRoute =
  <M>(load: () => Promise<M>, pick: (module: M) => LazyRoute) =>
  () =>
    withTimeout(load).then(pick);
