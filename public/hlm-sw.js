/* Tourbook service worker (scope /). What it caches and why:
 * - /_next/static/* : content-hashed build files, cache-first (they never change under a name),
 *   so the app shell loads fast and survives a flaky connection.
 * - page navigations: always from the network (pages carry the user's data and the session);
 *   when the network is gone, a small offline page in the user's language instead of the
 *   browser's error.
 * - /api/* and everything else: not touched (never cache personal data).
 * A new version waits until the page asks it to take over (message SKIP_WAITING), so a running
 * form is not swapped under the user; the page then reloads once. */
const VERSION = 'v1';
const STATIC_CACHE = `hlm-static-${VERSION}`;
const MAX_STATIC_ENTRIES = 300;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(STATIC_CACHE));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith('hlm-') && n !== STATIC_CACHE).map((n) => caches.delete(n)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

async function trim(cache) {
  const keys = await cache.keys();
  for (let i = 0; i < keys.length - MAX_STATIC_ENTRIES; i++) await cache.delete(keys[i]);
}

async function cacheFirst(request) {
  const cache = await caches.open(STATIC_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
    trim(cache);
  }
  return response;
}

function offlinePage(request) {
  const lang = (request.headers.get('accept-language') || '').toLowerCase().startsWith('en') ? 'en' : 'de';
  const text =
    lang === 'en'
      ? { title: 'You are offline', body: 'There is no connection to the server. The page will work again once you are back online.', retry: 'Try again' }
      : { title: 'Sie sind offline', body: 'Es besteht keine Verbindung zum Server. Die Seite funktioniert wieder, sobald Sie online sind.', retry: 'Erneut versuchen' };
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${text.title}</title>
<style>body{font-family:system-ui,sans-serif;display:flex;min-height:100vh;align-items:center;justify-content:center;margin:0;background:#f8fafc;color:#0f172a}main{max-width:28rem;padding:1.5rem;text-align:center}button{margin-top:1rem;padding:.6rem 1.2rem;border:0;border-radius:.4rem;background:#0369a1;color:#fff;font-size:1rem}</style></head>
<body><main><h1>${text.title}</h1><p>${text.body}</p><button onclick="location.reload()">${text.retry}</button></main></body></html>`;
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/_next/static/')) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (request.mode === 'navigate' && !url.pathname.startsWith('/api/')) {
    event.respondWith(fetch(request).catch(() => offlinePage(request)));
  }
});
