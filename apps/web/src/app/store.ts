import { combineSlices, configureStore, createDynamicMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { authSlice, signedOut } from '../features/auth/state/auth-slice.ts';
import { uiSlice } from '../features/layout/state/ui-slice.ts';
import { bookingDraftSlice } from '../features/meetings/state/booking-draft-slice.ts';
import type { api } from '../lib/api.ts';
import { setApiInstaller } from '../lib/api-installer.ts';
import { sessionExpired } from '../lib/session-events.ts';
import { createSessionListeners, type RealtimeConnection } from './session-listeners.ts';

/** The RTK Query cache arrives with the first screen that uses it (lib/api-installer.ts). */
type LazyApiState = { [api.reducerPath]: ReturnType<typeof api.reducer> };

const createRootReducer = () =>
  combineSlices(authSlice, bookingDraftSlice, uiSlice).withLazyLoadedSlices<LazyApiState>();

export type RootState = ReturnType<ReturnType<typeof createRootReducer>>;

type AppStoreOptions = {
  preloadedState?: Partial<RootState>;
  realtime?: RealtimeConnection;
};

/**
 * One store per app (and per test): the UI state slices (auth, bookingDraft,
 * uiRedux) plus the one RTK Query slice, `api`, once it loads.
 */
export function createAppStore({ preloadedState, realtime }: AppStoreOptions = {}) {
  const rootReducer = createRootReducer();
  const dynamicMiddleware = createDynamicMiddleware();
  const listeners = createSessionListeners(realtime);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(listeners.middleware).concat(dynamicMiddleware.middleware),
  });
  setApiInstaller((apiSlice) => {
    rootReducer.inject({ reducerPath: apiSlice.reducerPath, reducer: apiSlice.reducer });
    dynamicMiddleware.addMiddleware(apiSlice.middleware);
    // Nothing one account fetched may show to the next.
    listeners.startListening({
      matcher: isAnyOf(signedOut, sessionExpired),
      effect: (_action, listenerApi) => {
        listenerApi.dispatch(apiSlice.util.resetApiState());
      },
    });
    // Creates the slice's state now, before a screen's hooks read it.
    store.dispatch({ type: 'app/apiInstalled', payload: apiSlice.reducerPath });
  });
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
