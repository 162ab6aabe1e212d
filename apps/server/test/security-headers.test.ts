import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';

const style = 'html, body { background: #0b0a24; }';
const indexHtml = `<!doctype html><title>Psi Circuit</title><style>${style}</style><div id="root"></div>`;
const styleHash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;

describe('security headers', () => {
  let app: FastifyInstance;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'psi-web-dist-'));
    writeFileSync(path.join(webDist, 'index.html'), indexHtml);
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'assets', 'entry.js'), 'export {};');
    app = await buildTestApp({ config: { webDist } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each(['/', '/game-family', '/assets/entry.js', '/api/health', '/api/nothing-here'])(
    'are on every answer, here %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    },
  );

  it('are on answers that are errors too (a body that is not JSON, an unknown session)', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/players',
      headers: { 'content-type': 'application/json' },
      payload: '{"not json',
    });
    const unknownSession = await app.inject({
      method: 'POST',
      url: '/api/circuits',
      headers: { authorization: 'Bearer nobody' },
      payload: {},
    });
    expect([malformed.statusCode, unknownSession.statusCode]).toEqual([400, 401]);
    for (const response of [malformed, unknownSession]) {
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it("allow no inline script and no eval, and only the built page's own inline style by its hash", async () => {
    const csp = String((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['style-src']).toEqual(["'self'", styleHash]);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|upgrade-insecure-requests/);
  });

  it('give an API answer the short set for data: nothing may load or frame it, and no page-only header', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const pageOnly of [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-xss-protection',
      'x-download-options',
    ])
      expect(response.headers[pageOnly]).toBeUndefined();
  });

  it('keep the whole set on the pages', async () => {
    const response = await app.inject({ method: 'GET', url: '/game-family' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['origin-agent-cluster']).toBe('?1');
  });

  it('do not send HSTS (the TLS proxy of a public deployment does)', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
