// The database's request counts (hardening/shared-request-counts.ts): what @fastify/rate-limit reads on
// PostgreSQL, where every API process counts in this one table. Checked here on whichever database the
// run uses (PGlite or PostgreSQL), the plugin wiring in rate-limits.test.ts and two-processes.test.ts.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRequest, sweepRequestCounts } from '../src/hardening/shared-request-counts';
import { buildTestApp } from './helpers/test-app';

const MINUTE = 60_000;

describe('request counts in the database', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('counts a bucket within its window, then starts a new window at 1 with a full minute left', async () => {
    const t0 = new Date('2026-11-27T06:00:10Z');
    const at = (ms: number) => new Date(t0.getTime() + ms);
    const db = app.ctx.db;
    expect(await countRequest(db, 'players|203.0.113.5', MINUTE, t0)).toEqual({ current: 1, ttl: MINUTE });
    expect(await countRequest(db, 'players|203.0.113.5', MINUTE, at(1_000))).toEqual({ current: 2, ttl: 59_000 });
    expect(await countRequest(db, 'players|203.0.113.5', MINUTE, at(59_999))).toEqual({ current: 3, ttl: 1 });
    // Another address, another count.
    expect(await countRequest(db, 'players|203.0.113.6', MINUTE, at(59_999))).toEqual({ current: 1, ttl: MINUTE });
    // The window ended: the first hit after it begins the next one.
    expect(await countRequest(db, 'players|203.0.113.5', MINUTE, at(MINUTE))).toEqual({ current: 1, ttl: MINUTE });
    expect(await countRequest(db, 'players|203.0.113.5', MINUTE, at(MINUTE + 10))).toEqual({
      current: 2,
      ttl: MINUTE - 10,
    });
  });

  it('sweeps only the buckets whose window has ended', async () => {
    const db = app.ctx.db;
    const t0 = new Date('2026-11-27T07:00:00Z');
    await countRequest(db, 'moves|198.51.100.1', MINUTE, t0);
    await countRequest(db, 'moves|198.51.100.2', MINUTE, new Date(t0.getTime() + 30_000));
    const before = await db.selectFrom('request_counts').select('bucket').execute();
    const swept = await sweepRequestCounts(db, MINUTE, new Date(t0.getTime() + MINUTE));
    const left = await db.selectFrom('request_counts').select('bucket').execute();
    // Everything of the first test and 198.51.100.1 ended; 198.51.100.2's window has 30 s left.
    expect(swept).toBe(before.length - 1);
    expect(left.map((r) => r.bucket)).toEqual(['moves|198.51.100.2']);
  });
});
