import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';
import { uniqueEmail } from './support/accounts';

// Issue 33 item 5, through the real route: a flood of wrong-password logins gets quick 503s with
// Retry-After beyond the password queue, not a queue that grows with the flood. One hash at a time
// here, at the real cost (2^15), so the flood overlaps for sure.
describe('a flood of wrong-password logins', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: { passwordHashConcurrency: 1, scryptLog2N: 15 } });
  });
  afterAll(() => app.close());

  it('answers 503 with Retry-After beyond the queue, and 401 to those it checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/account/login',
          payload: { email: uniqueEmail('flood'), password: 'wrong password' },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    const busy = answers.filter((a) => a.statusCode === 503);
    console.log(JSON.stringify({ checked: codes.filter((c) => c === 401).length, refused: busy.length }));
    // One running and four waiting at most: the other fifteen are refused.
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(5);
    expect(busy.length).toBeGreaterThanOrEqual(15);
    expect(busy[0]!.headers['retry-after']).toBe('1');
    expect(busy[0]!.json()).toMatchObject({
      error: 'service_unavailable',
      message: 'The server is busy checking passwords. Please try again in a second.',
    });
    expect(codes.every((c) => c === 401 || c === 503)).toBe(true);
  });

  it('refuses the surplus before any statement: only admitted logins count an attempt', async () => {
    // Admission at the hash alone let every login of a burst write its rate-limit rows and read its
    // account first; on PGlite that stalled the event loop for about a second (login-flood bench).
    const emails = Array.from({ length: 20 }, () => uniqueEmail('burst'));
    const answers = await Promise.all(
      emails.map((email) =>
        app.inject({ method: 'POST', url: '/api/account/login', payload: { email, password: 'wrong password' } }),
      ),
    );
    const checked = answers.filter((a) => a.statusCode === 401).length;
    const counted = await app.ctx.db
      .selectFrom('rate_limits')
      .select('bucket')
      .where(
        'bucket',
        'in',
        emails.map((email) => `login:email:${email}`),
      )
      .execute();
    expect(checked).toBeGreaterThan(0);
    expect(counted.length).toBe(checked);
  });
});
