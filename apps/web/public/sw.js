// Psi Circuit service worker: keeps the app shell for the home-screen app; the API is never cached.
// Hand-written on purpose (no Workbox): a few dozen lines cover what the product needs.
const VERSION = 'psi-shell-v2';
const SHELL = ['/', '/index.html', '/manifest.webmanifest', '/icons/icon.svg', '/icons/icon-maskable.svg', '/sounds/card-click.wav', '/sounds/flip-fail.wav', '/sounds/flip-success.wav'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(VERSION).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== VERSION).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirst(request, fallbackUrl) {
  const cache = await caches.open(VERSION);
  try {
    const response = await fetch(request);
    if (response.ok && request.method === 'GET') await cache.put(fallbackUrl ?? request, response.clone());
    return response;
  } catch (err) {
    const cached = await cache.match(fallbackUrl ?? request);
    if (cached) return cached;
    throw err;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(VERSION);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

// A media element asks for its file in byte ranges ("Range: bytes=0-"). Chromium 150 refuses a whole
// 200 from the worker's cache as the answer (the sound fails with a format error; 156 plays it), so a
// range is answered as a server answers it: 206 with just those bytes, cut from the cached file, which
// works offline too. A header this does not understand (several ranges) gets the whole file, as a
// server may answer.
async function cachedRange(request) {
  // The whole file, as a request without the range would get it.
  const whole = await cacheFirst(new Request(request.url));
  const match = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get('range') ?? '');
  if (!whole.ok || !match || (match[1] === '' && match[2] === '')) return whole;
  const body = await whole.arrayBuffer();
  const size = body.byteLength;
  // "bytes=-N" is the last N bytes.
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start > end) return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${size}` } });
  return new Response(body.slice(start, end + 1), {
    status: 206,
    headers: {
      'Content-Type': whole.headers.get('content-type') ?? 'application/octet-stream',
      'Content-Range': `bytes ${start}-${end}/${size}`,
      'Content-Length': String(end - start + 1),
      'Accept-Ranges': 'bytes',
    },
  });
}

// Issue 34 item 8: the page sends the build files it loaded before this worker existed (lib/service-worker.ts),
// so a first visit leaves everything an offline circuit needs in the cache. Only the build's own /assets/.
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'keep' || !Array.isArray(data.paths)) return;
  const paths = data.paths.filter((p) => typeof p === 'string' && p.startsWith('/assets/'));
  event.waitUntil(
    caches.open(VERSION).then(async (cache) => {
      for (const path of paths) {
        if (!(await cache.match(path))) await cache.add(path).catch(() => undefined);
      }
    }),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // API and legacy calls go straight to the network, never into the cache: their answers belong to one
  // player's session (the cache is keyed by URL alone) and a stale circuit view is worse than none;
  // offline, the app shows its loader and waits instead.
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/backend/')) return;
  if (request.method !== 'GET') return;
  // Client routes all render index.html (the server falls back to it too).
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, '/index.html'));
    return;
  }
  if (request.headers.has('range') && SHELL.includes(url.pathname)) {
    event.respondWith(cachedRange(request));
    return;
  }
  // Hashed build assets never change: the cache is enough once they are in it.
  if (url.pathname.startsWith('/assets/') || SHELL.includes(url.pathname)) event.respondWith(cacheFirst(request));
});
