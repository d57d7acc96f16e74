import { Checkbox, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { toApiError } from '../../../lib/api.ts';
import {
  useCheckPushSubscriptionMutation,
  useGetPushPublicKeyQuery,
  useSubscribePushMutation,
  useUnsubscribePushMutation,
} from '../api/push-subscriptions.ts';
import { currentPushSubscription, pushSupported, subscribeBrowser } from '../lib/browser-push.ts';

/** Web push on this browser: subscribes through the service worker, or unsubscribes. */
export function BrowserPushToggle() {
  const supported = pushSupported();
  const key = useGetPushPublicKeyQuery(undefined, { skip: !supported });
  // feedback: the switch turns on, or the problem shows under it
  const [subscribe] = useSubscribePushMutation();
  // feedback: the switch turns off, or the problem shows under it
  const [unsubscribe] = useUnsubscribePushMutation();
  // feedback: not a person's action: it reads whether this browser's subscription is mine
  const [check] = useCheckPushSubscriptionMutation();
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    // On only if this browser's subscription sends *my* notifications: another account signed
    // in here before may hold it.
    void (async () => {
      const subscription = await currentPushSubscription();
      if (!subscription) return false;
      return check(subscription.endpoint)
        .unwrap()
        .then((status) => status.subscribed)
        .catch(() => true);
    })()
      .then(setOn)
      .catch(() => setOn(false));
  }, [check]);

  if (!supported)
    return (
      <Text size="sm" c="dimmed">
        This browser cannot receive push notifications.
      </Text>
    );
  if (key.isError)
    return (
      <Text size="sm" c="dimmed">
        Push notifications are not available on this server.
      </Text>
    );

  const toggle = async (next: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      if (next) {
        const publicKey = key.data!.publicKey;
        await subscribe(await subscribeBrowser(publicKey))
          .unwrap()
          .catch(async (error: unknown) => {
            // This browser's endpoint is another account's (signed in here before): start afresh.
            if (toApiError(error).code !== 'CONFLICT') throw error;
            await subscribe(await subscribeBrowser(publicKey, { fresh: true })).unwrap();
          });
      } else {
        const subscription = await currentPushSubscription();
        if (subscription) {
          await unsubscribe(subscription.endpoint)
            .unwrap()
            .catch(() => undefined);
          await subscription.unsubscribe();
        }
      }
      setOn(next);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : toApiError(error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Checkbox
      label="Push notifications on this browser"
      description="Get notified even when Vitrine is closed."
      checked={on ?? false}
      disabled={on === null || busy || !key.data}
      error={problem}
      onChange={(event) => void toggle(event.currentTarget.checked)}
    />
  );
}
