import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';

const indexHtml = '<!doctype html><title>Psi Circuit</title><div id="root"></div>';

describe('GET /* with the web app built', () => {
  let app: FastifyInstance;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'psi-web-dist-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), indexHtml);
    writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1);');
    // What scripts/compress-dist.mjs writes next to each file of the build.
    writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1);'));
    writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1);'));
    writeFileSync(path.join(webDist, 'index.html.gz'), gzipSync(indexHtml));
    writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{}');
    app = await buildTestApp({ config: { webDist } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each(['/', '/game-ready-set-go', '/reply-feedback-page?query_id=12', '/game-end'])(
    'serves index.html for the client route %s, never cached stale',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(indexHtml);
    },
  );

  it('serves a content-hashed asset with a long cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const)('serves the precompressed asset to a browser that accepts %s', async (accept, encoding, decode) => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': accept },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(response.rawPayload).toString()).toBe('console.log(1);');
  });

  it('serves the plain file to a client that accepts no encoding', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('console.log(1);');
  });

  it('serves index.html compressed for a client route too', async () => {
    const response = await app.inject({ method: 'GET', url: '/game-family', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(indexHtml);
  });

  it('serves other files of the build, revalidated each time', async () => {
    const response = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['for a missing file rather than the app page', 'GET', '/assets/index-gone.js'],
    ['to a POST on a client route', 'POST', '/game-family'],
  ] as const)('answers 404 %s', async (_case, method, url) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(404);
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('GET /* without the web app built', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: { webDist: path.join(tmpdir(), 'psi-web-dist-never-built') } });
  });
  afterAll(() => app.close());

  it('answers 503 with a message saying to run npm run build', async () => {
    const response = await app.inject({ method: 'GET', url: '/game-ready-set-go' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('Run `npm run build`');
  });

  it('still serves the API', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});
