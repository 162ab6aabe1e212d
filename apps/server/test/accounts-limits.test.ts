import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRateLimits } from '../src/accounts/rate-limit';
import { buildTestApp } from './helpers/test-app';
import { FAST_HASH, login, register, uniqueEmail } from './support/accounts';

const window = 15 * 60;
const LIMITS: AuthRateLimits = {
  loginPerAddress: { max: 8, windowSeconds: window },
  loginPerAccount: { max: 3, windowSeconds: window },
  registerPerAddress: { max: 4, windowSeconds: 3600 },
  resetPerAddress: { max: 6, windowSeconds: 3600 },
  resetPerAccount: { max: 2, windowSeconds: 3600 },
};

describe('rate limits on login, registration and reset', () => {
  let app: FastifyInstance;
  // The start of a 15-minute window, so "minutes left" is exact.
  let clock = new Date('2030-05-01T12:00:00Z');
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  beforeAll(async () => {
    app = await buildTestApp({ now: () => clock, config: { ...FAST_HASH, authRateLimits: LIMITS, trustProxy: true } });
  });
  afterAll(() => app.close());

  it('stops brute force on one account at the limit, even with the right password, with 429 and Retry-After', async () => {
    const email = uniqueEmail('brute');
    await register(app, { email, password: 'right password' }, from('10.0.0.1'));
    for (let i = 0; i < 3; i++)
      expect((await login(app, email, `guess ${i}`, from(`10.1.0.${i}`))).statusCode).toBe(401);
    const blocked = await login(app, email, 'right password', from('10.1.0.9'));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe(String(window));
    expect(blocked.json()).toMatchObject({
      error: 'rate_limited',
      message: 'Too many attempts. Please wait 15 minutes and try again.',
    });
    clock = new Date(clock.getTime() + window * 1000);
    expect((await login(app, email, 'right password', from('10.1.0.9'))).statusCode).toBe(200);
  });

  const ghost = uniqueEmail('ghost');
  it.each([
    [
      'an unknown email exactly like a registered one (no account enumeration)',
      (i: number) => login(app, ghost, 'whatever', from(`10.2.0.${i}`)),
      [401, 401, 401, 429],
    ],
    ['registrations per address', () => register(app, {}, from('10.4.0.1')), [201, 201, 201, 201, 429]],
  ])('limits %s', async (_case, attempt, expected) => {
    const answers = [];
    for (let i = 0; i < expected.length; i++) answers.push((await attempt(i)).statusCode);
    expect(answers).toEqual(expected);
  });

  it('limits one address trying many accounts', async () => {
    const answers = [];
    for (let i = 0; i < 9; i++)
      answers.push((await login(app, uniqueEmail('spray'), 'whatever', from('10.3.0.1'))).statusCode);
    expect(answers.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(answers[8]).toBe(429);
    // Another address is not affected.
    expect((await login(app, uniqueEmail('spray'), 'whatever', from('10.3.0.2'))).statusCode).toBe(401);
  });

  it('limits reset requests per account and per address, answering 429 whether or not the account exists', async () => {
    const email = uniqueEmail('reset');
    await register(app, { email }, from('10.5.0.1'));
    const ask = (e: string, ip: string) =>
      app.inject({ method: 'POST', url: '/api/account/password-reset', headers: from(ip), payload: { email: e } });
    const known = [];
    const unknown = uniqueEmail('ghost');
    const ghost = [];
    for (let i = 0; i < 3; i++) {
      known.push((await ask(email, `10.6.0.${i}`)).statusCode);
      ghost.push((await ask(unknown, `10.7.0.${i}`)).statusCode);
    }
    expect(known).toEqual([202, 202, 429]);
    expect(ghost).toEqual(known);
    const perAddress = [];
    for (let i = 0; i < 7; i++) perAddress.push((await ask(uniqueEmail('many'), '10.8.0.1')).statusCode);
    expect(perAddress).toEqual([202, 202, 202, 202, 202, 202, 429]);
  });
});
