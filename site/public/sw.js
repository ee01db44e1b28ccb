// The service worker for price-alert notifications (packages/services/src/alerts/pushSubscription.ts
// registers it). Plain JS in public/ rather than a Vite entry: Vite copies it unhashed to the site
// root, so its URL stays /sw.js from build to build (a registration is tied to that URL) and its
// scope is the whole site without a Service-Worker-Allowed header. It has no fetch handler: it
// caches nothing and never stands between a page and the network.

// The payload's shape: PushPayload in packages/server/src/alerts/channels/pushPayload.ts.
const FALLBACK = { title: '价迹', body: '你有新的降价提醒', url: '/' };

function payloadOf(event) {
  try {
    return { ...FALLBACK, ...event.data?.json() };
  } catch {
    // A push must show a notification even when unreadable, or the browser shows its own.
    return FALLBACK;
  }
}

self.addEventListener('push', (event) => {
  const { title, body, icon, tag, url } = payloadOf(event);
  event.waitUntil(self.registration.showNotification(title, { body, icon, tag, data: { url } }));
});

async function focusOrOpen(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === url);
  return open ? open.focus() : self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(focusOrOpen(url));
});
