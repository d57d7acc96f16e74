import type { Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';

/** What the store needs from an RTK Query api slice to add it after start-up. */
export type InstallableApi = {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
  util: { resetApiState: () => UnknownAction };
};

type Installer = (api: InstallableApi) => void;

const registered: InstallableApi[] = [];
let installer: Installer | null = null;

/**
 * The RTK Query slice loads with the first screen that fetches through it, not with the app
 * (it would cost the home page about 16 kB of gzip). lib/api.ts registers itself here when it
 * loads; the store installs it (reducer, middleware) at once, or as soon as it is created.
 */
export function registerApi(api: InstallableApi): void {
  registered.push(api);
  installer?.(api);
}

/** Called by each new store; installs every api slice registered so far and any later one. */
export function setApiInstaller(next: Installer): void {
  installer = next;
  registered.forEach(next);
}
