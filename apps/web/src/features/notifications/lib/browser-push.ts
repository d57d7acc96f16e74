import type { PushSubscriptionInput } from '@vitrine/contracts/notifications';

/** Whether this browser can receive web push at all. */
export const pushSupported = () =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  typeof window !== 'undefined' &&
  'PushManager' in window &&
  'Notification' in window;

const registration = () => navigator.serviceWorker.register('/sw.js', { scope: '/' });

/** The VAPID key as the bytes pushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replaceAll('-', '+')
    .replaceAll('_', '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** This browser's current subscription, if any. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const existing = await navigator.serviceWorker.getRegistration('/');
  return (await existing?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks permission, subscribes with the server's key, and answers what the API stores. With
 * `fresh`, a subscription this browser already has is dropped first, so the push service hands
 * out a new endpoint (the old one, which another account signed in here holds, stops working).
 */
export async function subscribeBrowser(
  publicKey: string,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<PushSubscriptionInput> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error('Notifications are blocked for this site.');
  const worker = await registration();
  const existing = await worker.pushManager.getSubscription();
  if (existing && fresh) await existing.unsubscribe();
  const subscription =
    (!fresh && existing) ||
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.['p256dh'] ?? '', auth: json.keys?.['auth'] ?? '' },
  };
}
