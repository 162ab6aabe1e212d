import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from './helpers/test-app';
import { FAST_HASH, login, register, uniqueEmail, webSession } from './support/accounts';
import { decodeQuotedPrintable, resetTokenIn, startMailCatcher } from './support/mail-catcher';

const SENT =
  'If an account uses this e-mail address, a link to choose a new password is on its way. It works once, for one hour.';
const INVALID = 'This reset link has expired or was already used. Ask for a new one below.';

describe('password reset by email, caught by a loopback SMTP server', () => {
  let app: FastifyInstance;
  let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
  let clock = new Date('2030-03-01T10:00:00Z');
  beforeAll(async () => {
    catcher = await startMailCatcher();
    app = await buildTestApp({
      now: () => clock,
      config: { ...FAST_HASH, smtpUrl: catcher.url, publicUrl: 'https://psi.example.org' },
    });
  });
  afterAll(async () => {
    await app.close();
    await catcher.close();
  });

  let seen = 0;
  /** Reset mail is sent after the answer: wait for the next message to arrive. */
  async function newMail() {
    await vi.waitFor(() => expect(catcher.mails.length).toBeGreaterThan(seen), { timeout: 10_000 });
    seen = catcher.mails.length;
    return catcher.mails.at(-1)!;
  }
  const latestToken = async () => resetTokenIn((await newMail()).raw);
  const ask = (email: string) => app.inject({ method: 'POST', url: '/api/account/password-reset', payload: { email } });
  const confirm = (token: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/account/password-reset/confirm', payload: { token, password } });

  it('mails a link to PUBLIC_URL; the link sets a new password once and logs out every session', async () => {
    const email = uniqueEmail('reset');
    const session = webSession(await register(app, { email, password: 'old password' }));
    const answer = await ask(email.toUpperCase());
    expect(answer.statusCode).toBe(202);
    expect(answer.json().message).toBe(SENT);
    const mail = await newMail();
    expect(mail.to).toEqual([email]);
    expect(mail.raw).toContain('Subject: Reset your Psi Circuit password');
    expect(decodeQuotedPrintable(mail.raw)).toContain('https://psi.example.org/forgot-password?token=');
    const token = resetTokenIn(mail.raw);

    const done = await confirm(token, 'new password');
    expect(done.json()).toEqual({ message: 'Your new password is set. Log in with it.' });
    expect((await app.inject({ method: 'GET', url: '/api/account/me', headers: session.read })).statusCode).toBe(401);
    expect((await login(app, email, 'old password')).statusCode).toBe(401);
    expect((await login(app, email, 'new password')).statusCode).toBe(200);

    const again = await confirm(token, 'third password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'reset_link_invalid', message: INVALID });
    expect((await login(app, email, 'new password')).statusCode).toBe(200);
  });

  it('answers an unknown email exactly as a known one and sends nothing', async () => {
    const before = catcher.mails.length;
    const answer = await ask(uniqueEmail('nobody'));
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ message: SENT });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(catcher.mails.length).toBe(before);
  });

  it('refuses a link used after one hour', async () => {
    const email = uniqueEmail('late');
    await register(app, { email, password: 'old password' });
    await ask(email);
    const token = await latestToken();
    clock = new Date(clock.getTime() + 61 * 60_000);
    const late = await confirm(token, 'new password');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(INVALID);
    expect((await login(app, email, 'old password')).statusCode).toBe(200);
  });

  it('says whether a link still works before it is used: yes while fresh, no once used or past its hour', async () => {
    const check = (token: unknown) =>
      app.inject({ method: 'POST', url: '/api/account/password-reset/check', payload: { token } });
    const email = uniqueEmail('check');
    await register(app, { email, password: 'old password' });
    await ask(email);
    const used = await latestToken();
    expect((await check(used)).json()).toEqual({ valid: true });
    expect((await check(used)).json()).toEqual({ valid: true }); // asking does not use it
    expect((await confirm(used, 'new password')).statusCode).toBe(200);
    expect((await check(used)).json()).toEqual({ valid: false, message: INVALID });

    await ask(email);
    const expiring = await latestToken();
    clock = new Date(clock.getTime() + 61 * 60_000);
    const late = await check(expiring);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({ valid: false, message: INVALID });
    expect((await check('not a token')).json()).toEqual({ valid: false, message: INVALID });
    const missing = await app.inject({ method: 'POST', url: '/api/account/password-reset/check', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/token/);
  });

  it('voids the older links when one is used', async () => {
    const email = uniqueEmail('two');
    await register(app, { email, password: 'old password' });
    await ask(email);
    const first = await latestToken();
    await ask(email);
    const second = await latestToken();
    expect((await confirm(second, 'new password')).statusCode).toBe(200);
    expect((await confirm(first, 'other password')).statusCode).toBe(400);
  });

  it.each([
    ['a made-up token', 'A'.repeat(43), 'new password', 'token', INVALID],
    ['a malformed token', 'not a token', 'new password', 'token', INVALID],
    ['a short new password', 'A'.repeat(43), 'short', 'password', 'Your password needs at least 8 characters.'],
  ])('rejects %s with 400 on its field', async (_case, token, password, field, message) => {
    const response = await confirm(token, password);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
  });

  it('rejects a malformed email with 400 before anything is counted or sent', async () => {
    const response = await ask('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.email).toMatch(/does not look like an e-mail address/);
  });
});

describe('password reset without SMTP_URL', () => {
  let app: FastifyInstance;
  const outbox = mkdtempSync(path.join(tmpdir(), 'psi-outbox-'));
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...FAST_HASH, outboxDir: outbox } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(outbox, { recursive: true, force: true });
  });

  it('writes the mail as an .eml file to the outbox folder, with a link that works', async () => {
    const email = uniqueEmail('outbox');
    await register(app, { email, password: 'old password' });
    await app.inject({ method: 'POST', url: '/api/account/password-reset', payload: { email } });
    // Each file appears whole (written under a hidden name, then renamed): wait until both are there.
    await vi.waitFor(
      () =>
        expect(
          readdirSync(outbox)
            .map((f) => path.extname(f))
            .sort(),
        ).toEqual(['.eml', '.txt']),
      { timeout: 10_000 },
    );
    const files = readdirSync(outbox).sort();
    const raw = readFileSync(path.join(outbox, files[0]!), 'utf8');
    expect(raw).toContain(`To: ${email}`);
    // The .txt copy is for a person: the link on one line, as clicked.
    const readable = readFileSync(path.join(outbox, files[1]!), 'utf8');
    expect(readable).toContain(`To: ${email}\nSubject: Reset your Psi Circuit password\n\n`);
    const token = resetTokenIn(readable, 'plain');
    expect(resetTokenIn(raw)).toBe(token);
    const done = await app.inject({
      method: 'POST',
      url: '/api/account/password-reset/confirm',
      payload: { token, password: 'new password' },
    });
    expect(done.statusCode).toBe(200);
  });
});
