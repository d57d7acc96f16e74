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

/* A click focuses a Vitrine tab already open on the link, or sends a tab this worker controls
   there, or opens one. navigate() works only on a controlled tab (an uncontrolled one, e.g. opened
   before the worker was installed, rejects), so a failed navigate opens a new tab instead. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = new URL(event.notification.data?.link || '/', self.location.origin).href;
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
