import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * THE Content-Security-Policy of the app and the API, in one place. To let the app load something
 * new, add its source to the right directive here (and say why); docs/security.md explains each one.
 * No inline script and no eval anywhere; the only inline code is index.html's small <style> (the
 * night sky before the CSS arrives), allowed by its hash, computed from the built file at start.
 */
export function contentSecurityPolicy(inlineStyleHashes: string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // React sets style properties through the DOM (CSSOM), which CSP does not restrict.
    'style-src': ["'self'", ...inlineStyleHashes],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'data:', 'blob:'],
    // The API is same-origin.
    'connect-src': ["'self'"],
    // The statistics Web Worker (assets/…worker….js) and the service worker (/sw.js).
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Nobody may frame the app (clickjacking).
    'frame-ancestors': ["'none'"],
  };
}

/** 'sha256-…' sources for every inline <style> of the built index.html (none if it is not built). */
export function inlineStyleHashes(webDist: string): string[] {
  let html: string;
  try {
    html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/**
 * @fastify/helmet's headers on every answer (app files and API): the CSP above, X-Content-Type-Options:
 * nosniff, Referrer-Policy: no-referrer (the session id sits in localStorage; no URL of ours leaks to
 * others), X-Frame-Options: DENY for old browsers. No upgrade-insecure-requests (the app is served over
 * plain HTTP on a LAN too) and no HSTS: the TLS proxy in front of a public deployment sets it.
 */
export async function registerSecurityHeaders(app: FastifyInstance, webDist: string): Promise<void> {
  const headers = await helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(inlineStyleHashes(webDist)) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  const page = Object.fromEntries(headers);
  const api = Object.fromEntries(apiHeaders(headers));
  // Through Fastify's reply, not Node's setHeader: Fastify then hands every header to writeHead at
  // once, which skips Node's per-header bookkeeping (about 6 µs of a request's CPU, measured:
  // docs/performance.md, "Server floor"). Files, errors and 404s get them the same way.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? api : page);
    done();
  });
}

/**
 * What an API answer (always JSON, never a page) carries: a policy that lets it load and be framed by
 * nothing, plus nosniff, no-referrer, DENY and same-origin resource policy. The page-only headers (the
 * page's CSP, opener and agent-cluster isolation, old IE switches) mean nothing on data, and their
 * 900 bytes on every move were measurable: about 0.05 ms of the server's CPU per answer
 * (docs/performance.md, "Server floor").
 */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
const API_KEEPS = new Set([
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-resource-policy',
]);
function apiHeaders(pageHeaders: [string, string][]): [string, string][] {
  return [['content-security-policy', API_POLICY], ...pageHeaders.filter(([name]) => API_KEEPS.has(name))];
}

/**
 * The headers @fastify/helmet sends with these options, asked once of a throwaway instance. The
 * plugin itself rebuilds helmet's middleware, the policy's text included, on every request: that was
 * about a tenth of a cached GET's CPU (docs/performance.md, "Server floor"). The values never change
 * while the process runs (the policy's style hashes are read from the built page at start).
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', () => '');
  const answer = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const fastifysOwn = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.entries(answer.headers)
    .filter(([name]) => !fastifysOwn.has(name))
    .map(([name, value]) => [name, String(value)]);
}
