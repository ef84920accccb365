/* Tourbook service worker (scope /). What it caches and why:
 * - /_next/static/* : content-hashed build files, cache-first (they never change under a name),
 *   so the app shell loads fast and survives a flaky connection.
 * - page navigations: always from the network (pages carry the user's data and the session);
 *   when the network is gone, a small offline page in the user's language instead of the
 *   browser's error.
 * - The one exception, the dive desk's day (docs/decisions/dive.md, "Offline start"): the page
 *   /dive/plan and the three calls it reads (the day, the itinerary, a dive's manifest) are taken
 *   from the network and a copy is kept, so a divemaster who loaded the day on shore can reload
 *   the roll call at sea. The copy is personal data: it is kept at most OFFLINE_COPY_DAYS, used
 *   only when the network fails, and dropped at logout and whenever the server refuses the session.
 * - /api/* and everything else: not touched (never cache personal data).
 * A new version waits until the page asks it to take over (message SKIP_WAITING), so a running
 * form is not swapped under the user; the page then reloads once. */
const VERSION = 'v1';
const STATIC_CACHE = `hlm-static-${VERSION}`;
const OFFLINE_COPY_CACHE = `hlm-dive-day-${VERSION}`;
const MAX_STATIC_ENTRIES = 300;
const OFFLINE_COPY_DAYS = 7;
const STORED_AT = 'x-tb-stored-at';
const OFFLINE_PAGES = [/^\/dive\/plan$/];
const OFFLINE_CALLS = [/^\/api\/dive\/plan$/, /^\/api\/dive\/itinerary$/, /^\/api\/diveplan\/[^/]+\/manifest$/];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(STATIC_CACHE));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      const keep = [STATIC_CACHE, OFFLINE_COPY_CACHE];
      await Promise.all(names.filter((n) => n.startsWith('hlm-') && !keep.includes(n)).map((n) => caches.delete(n)));
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

// Counts the times the copy was dropped (logout, a refused session). An answer that was on its way
// when the copy was dropped is not kept: it would bring the copy back after the logout.
let dropped = 0;
function dropCopy() {
  dropped++;
  return caches.delete(OFFLINE_COPY_CACHE);
}

async function keepCopy(key, response, since) {
  const headers = new Headers(response.headers);
  headers.set(STORED_AT, new Date().toISOString());
  const body = await response.blob();
  if (since !== dropped) return;
  const cache = await caches.open(OFFLINE_COPY_CACHE);
  // Opened after a drop: this cache is a new one the drop did not see; leave it empty.
  if (since !== dropped) return;
  await cache.put(key, new Response(body, { status: response.status, statusText: response.statusText, headers }));
}

/** From the network, keeping a copy of a good answer; the copy only when the network fails.
 *  A page is kept under its path (the day and dive are in the query, read by the page itself);
 *  a call under its whole URL. */
async function networkKeepingCopy(event, key) {
  const since = dropped;
  try {
    const response = await fetch(event.request);
    if (response.ok && response.type === 'basic') event.waitUntil(keepCopy(key, response.clone(), since));
    else if (response.status === 401 || response.status === 403 || response.type === 'opaqueredirect') event.waitUntil(dropCopy());
    return response;
  } catch (err) {
    const cache = await caches.open(OFFLINE_COPY_CACHE);
    const hit = await cache.match(key, { ignoreVary: true });
    const storedAt = hit ? Date.parse(hit.headers.get(STORED_AT) || '') : NaN;
    if (hit && Date.now() - storedAt < OFFLINE_COPY_DAYS * 86400000) return hit;
    throw err;
  }
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
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Logout: the kept copy of the dive day goes with the session.
  if (request.method === 'DELETE' && url.pathname === '/api/auth/token') {
    event.waitUntil(dropCopy());
    return;
  }
  if (request.method !== 'GET') return;
  if (url.pathname.startsWith('/_next/static/')) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (OFFLINE_CALLS.some((re) => re.test(url.pathname))) {
    event.respondWith(networkKeepingCopy(event, url.pathname + url.search));
    return;
  }
  if (request.mode === 'navigate' && !url.pathname.startsWith('/api/')) {
    const keep = OFFLINE_PAGES.some((re) => re.test(url.pathname));
    event.respondWith((keep ? networkKeepingCopy(event, url.pathname) : fetch(request)).catch(() => offlinePage(request)));
  }
});
