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
  // Hashed build assets never change: the cache is enough once they are in it.
  if (url.pathname.startsWith('/assets/') || SHELL.includes(url.pathname)) event.respondWith(cacheFirst(request));
});
