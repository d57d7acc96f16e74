import type { ReactNode } from 'react';
import { ConnectionIssue } from '../components/connection-issue.tsx';
import { useOnlineStatus } from '../lib/use-online-status.ts';

/**
 * While the browser is offline the connection-issue screen replaces the app. The app
 * is hidden rather than unmounted, so a half-filled form is still there when the connection
 * comes back.
 */
export function ConnectionGate({ children }: { children: ReactNode }) {
  const online = useOnlineStatus();
  return (
    <>
      <div hidden={!online}>{children}</div>
      {online ? null : <ConnectionIssue />}
    </>
  );
}
