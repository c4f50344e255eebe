/** The site's service worker: once the page has been opened over http(s), it opens again offline from the browser's cache. */

/**
 * The worker's script, its cache named after the page's content hash so that a new site replaces the old copy. The network
 * comes first, so an updated page is seen at once when online; the cache answers only when the network cannot.
 */
export function serviceWorkerJs(cacheName: string): string {
  return `// Written by qm site: keeps this folder's page for offline use.
const CACHE = ${JSON.stringify(cacheName)};
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(['./', './index.html'])).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('qm-site-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          caches.open(CACHE).then((cache) => cache.put(request, copy));
        }
        return response;
      })
      .catch(() => caches.match(request, { ignoreSearch: true }).then((hit) => hit || caches.match('./index.html'))),
  );
});
`;
}
