// The site's service worker: price-alert notifications, and offline copies of the pages and the
// watch list this device has opened. Registered on every page once it has loaded
// (site/src/background/offlineCopies.ts) and by the push subscription
// (packages/services/src/alerts/pushSubscription.ts). Plain JS in public/ rather than a Vite entry:
// Vite copies it unhashed to the site root, so its URL stays /sw.js from build to build (a
// registration is tied to that URL) and its scope is the whole site without a
// Service-Worker-Allowed header.

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

// Offline copies. Pages and the signed-in answers go to the network first and fall back to the
// copy kept when they last arrived; the build's hashed assets never change, so a kept one is used
// as is. A page never opened here offline gets the offline page, never the browser's error page.
const CACHES = {
  shell: 'pricetrail-shell-v1',
  pages: 'pricetrail-pages-v1',
  personal: 'pricetrail-personal-v1',
};
const OFFLINE_PAGE = '/offline.html';
// The shopper's own answers a watch list needs offline: who is signed in, and the list itself.
const PERSONAL_PATHS = new Set(['/User/Detail', '/UserCollection/List']);
const SIGN_OUT_PATH = '/User/Logout';
// Request signing adds these to every signed call; a kept answer is found without them.
const SIGNING_PARAMS = ['t', 'sign'];
const KEPT = { pages: 60, assets: 300 };

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHES.shell)
      .then((cache) => cache.add(OFFLINE_PAGE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const current = new Set(Object.values(CACHES));
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('pricetrail-') && !current.has(name))
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** Drops the oldest entries of `cache` beyond `limit` (keys come back in the order they were put). */
async function trim(cache, limit) {
  const keys = await cache.keys();
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)),
  );
}

/** Keeps `response` under `key`, as the newest entry of its cache. */
async function keep(cacheName, key, response, limit) {
  const cache = await caches.open(cacheName);
  await cache.delete(key);
  await cache.put(key, response);
  if (limit) await trim(cache, limit);
}

/** Forgets everything that belongs to the signed-in shopper (sign-out, or a session that ended). */
function forgetShopper() {
  return Promise.all([caches.delete(CACHES.personal), caches.delete(CACHES.pages)]);
}

async function pageFromNetworkOrCopy(event) {
  try {
    const response = await fetch(event.request);
    const isPage = (response.headers.get('content-type') ?? '').startsWith('text/html');
    if (response.status === 200 && isPage) {
      event.waitUntil(keep(CACHES.pages, event.request.url, response.clone(), KEPT.pages));
    }
    return response;
  } catch (error) {
    const copy =
      (await caches.match(event.request.url, { cacheName: CACHES.pages })) ??
      (await caches.match(OFFLINE_PAGE, { cacheName: CACHES.shell }));
    if (copy) return copy;
    throw error;
  }
}

async function assetFromCopyOrNetwork(event) {
  const copy = await caches.match(event.request, { cacheName: CACHES.shell });
  if (copy) return copy;
  const response = await fetch(event.request);
  if (response.status === 200) {
    event.waitUntil(keep(CACHES.shell, event.request, response.clone(), KEPT.assets));
  }
  return response;
}

/** The address a signed answer is kept under: its own, without the per-call signature. */
function personalKey(url) {
  const key = new URL(url);
  for (const name of SIGNING_PARAMS) key.searchParams.delete(name);
  return key.href;
}

async function personalFromNetworkOrCopy(event) {
  const key = personalKey(event.request.url);
  let response;
  try {
    response = await fetch(event.request);
  } catch (error) {
    const copy = await caches.match(key, { cacheName: CACHES.personal });
    if (copy) return copy;
    throw error;
  }
  if (response.status === 401) {
    event.waitUntil(forgetShopper());
  } else if (response.status === 200) {
    const answer = await response
      .clone()
      .json()
      .catch(() => undefined);
    if (answer?.code === 1) event.waitUntil(keep(CACHES.personal, key, response.clone()));
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === SIGN_OUT_PATH) {
    event.waitUntil(forgetShopper());
    return;
  }
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') event.respondWith(pageFromNetworkOrCopy(event));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(assetFromCopyOrNetwork(event));
  else if (PERSONAL_PATHS.has(url.pathname)) event.respondWith(personalFromNetworkOrCopy(event));
});
