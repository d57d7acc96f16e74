import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen, signedInCustomer } from '../../../test/render-app.tsx';
import { BrowserPushToggle } from './browser-push-toggle.tsx';

/** A browser's push machinery: one subscription at a time, a new endpoint for each new one. */
function fakePushBrowser(initialEndpoint: string | null) {
  let issued = 0;
  const subscriptionFor = (endpoint: string) => {
    const subscription = {
      endpoint,
      toJSON: () => ({ endpoint, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } }),
      unsubscribe: vi.fn(async () => {
        current = null;
        return true;
      }),
    };
    return subscription;
  };
  let current: ReturnType<typeof subscriptionFor> | null = initialEndpoint
    ? subscriptionFor(initialEndpoint)
    : null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => {
      current = subscriptionFor(`https://push.example/new-${++issued}`);
      return current;
    }),
  };
  const registration = { pushManager };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { requestPermission: vi.fn(async () => 'granted') });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: vi.fn(async () => registration),
      getRegistration: vi.fn(async () => registration),
    },
  });
  return { current: () => current, pushManager };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('BrowserPushToggle', () => {
  it("starts afresh when this browser's endpoint belongs to another account (409)", async () => {
    const browser = fakePushBrowser(null);
    // Someone else signed in here earlier and subscribed this browser.
    await browser.pushManager.subscribe();
    const taken = browser.current()!.endpoint;
    const { seen } = stubFetch({
      'GET /api/v1/push/public-key': () => json({ publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa' }),
      'POST /api/v1/push/subscriptions': (request) =>
        (request.body as { endpoint: string }).endpoint === taken
          ? json(
              {
                error: {
                  code: 'CONFLICT',
                  message: 'endpoint: belongs to another account',
                  details: [{ field: 'endpoint', message: 'belongs to another account' }],
                },
              },
              { status: 409 },
            )
          : new Response(null, { status: 201 }),
      'POST /api/v1/push/subscriptions/check': () => json({ subscribed: false }),
    });
    renderScreen(<BrowserPushToggle />, { auth: signedInCustomer });
    const toggle = await screen.findByRole('checkbox', { name: /Push notifications/ });
    await waitFor(() => expect(toggle).toBeEnabled());
    // The browser has a subscription, but not for this account: off.
    expect(toggle).not.toBeChecked();
    await userEvent.setup().click(toggle);

    await waitFor(() => expect(toggle).toBeChecked());
    const posted = seen
      .filter((r) => r.method === 'POST' && r.url.pathname === '/api/v1/push/subscriptions')
      .map((r) => (r.body as { endpoint: string }).endpoint);
    expect(posted).toEqual([taken, browser.current()!.endpoint]);
    expect(browser.current()!.endpoint).not.toBe(taken);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
