/* Vitrine's service worker: web push only (no caching). The server sends a JSON payload
   { id, kind, title, body, link }, encrypted for this browser's subscription (RFC 8291). */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: 'Vitrine', body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Vitrine', {
      body: data.body || '',
      tag: data.id,
      icon: '/favicon.svg',
      data: { link: data.link || '/user/notifications' },
    }),
  );
});

/* Only a path inside the app is opened (the rule of contracts' isInAppPath): browsers read `\` as
   `/` and drop tabs and newlines, so `/\evil.example` would open another site. */
const inAppUrl = (link) => {
  const fallback = new URL('/user/notifications', self.location.origin).href;
  if (typeof link !== 'string' || !link.startsWith('/')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\\\s\u0000-\u001f\u007f]/.test(link) || link.split(/[?#]/, 1)[0].includes('//')) {
    return fallback;
  }
  const url = new URL(link, self.location.origin);
  return url.origin === self.location.origin ? url.href : fallback;
};

/* A click focuses a Vitrine tab already open on the link, or sends a tab this worker controls
   there, or opens one. navigate() works only on a controlled tab (an uncontrolled one, e.g. opened
   before the worker was installed, rejects), so a failed navigate opens a new tab instead. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = inAppUrl(event.notification.data?.link);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const exact = windows.find((client) => client.url === link);
      if (exact) return exact.focus();
      const ours = windows.find(
        (client) =>
          new URL(client.url).origin === self.location.origin &&
          typeof client.navigate === 'function',
      );
      if (!ours) return self.clients.openWindow(link);
      return ours
        .navigate(link)
        .then((client) => (client ? client.focus() : self.clients.openWindow(link)))
        .catch(() => self.clients.openWindow(link));
    }),
  );
});
