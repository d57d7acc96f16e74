import { lazy, Suspense } from 'react';
import { useRealtimeLimited } from '../lib/realtime-status.ts';

const RealtimeLimitNotice = lazy(() =>
  import('../components/realtime-limit-notice.tsx').then((module) => ({
    default: module.RealtimeLimitNotice,
  })),
);

/** The paused-live-updates notice, loaded only once the server refused this tab's socket. */
export function RealtimeLimitGate() {
  const limited = useRealtimeLimited();
  if (!limited) return null;
  return (
    <Suspense fallback={null}>
      <RealtimeLimitNotice retryNow={limited.retryNow} />
    </Suspense>
  );
}
