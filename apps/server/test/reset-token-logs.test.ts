import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FAST_HASH, register, uniqueEmail } from './support/accounts';
import { buildLoggedApp } from './support/logged-app';
import { resetTokenIn, startMailCatcher } from './support/mail-catcher';
import { loggableUrl } from '../src/plugins/loggable-url';

// Issue 33 item 3: a reset link works for an hour, so its token must not sit in a log or leak as a referrer.
describe('a password reset', () => {
  let app: FastifyInstance;
  let logs: string[];
  let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
  const webDist = mkdtempSync(path.join(tmpdir(), 'psi-reset-dist-'));
  beforeAll(async () => {
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Psi</title>');
    catcher = await startMailCatcher();
    ({ app, lines: logs } = await buildLoggedApp({ ...FAST_HASH, smtpUrl: catcher.url, webDist }));
  });
  afterAll(async () => {
    await app.close();
    await catcher.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('leaves no token in any log line, and the reset page is served with Referrer-Policy: no-referrer', async () => {
    const email = uniqueEmail('logs');
    expect((await register(app, { email, password: 'old password' })).statusCode).toBe(201);
    const asked = await app.inject({ method: 'POST', url: '/api/account/password-reset', payload: { email } });
    expect(asked.statusCode).toBe(202);
    await vi.waitFor(() => expect(catcher.mails.length).toBe(1), { timeout: 10_000 });
    const token = resetTokenIn(catcher.mails[0]!.raw);

    // What the browser does with the link: load the page, then post the token with the new password.
    const page = await app.inject({ method: 'GET', url: `/forgot-password?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const done = await app.inject({
      method: 'POST',
      url: '/api/account/password-reset/confirm',
      payload: { token, password: 'new password' },
    });
    expect(done.statusCode).toBe(200);

    const answered = logs.filter((line) => line.includes('"answered"'));
    expect(answered.some((line) => line.includes('/forgot-password?token=REDACTED'))).toBe(true);
    expect(logs.filter((line) => line.includes(token))).toEqual([]);
  });
});

describe('loggableUrl', () => {
  it('keeps a path and harmless parameters, and redacts secret-looking ones', () => {
    expect(loggableUrl('/api/stats/world')).toBe('/api/stats/world');
    expect(loggableUrl('/forgot-password?token=abc&lang=en')).toBe('/forgot-password?token=REDACTED&lang=en');
    expect(loggableUrl('/x?session_id=s&api_key=k&page=2')).toBe('/x?session_id=REDACTED&api_key=REDACTED&page=2');
  });
});
