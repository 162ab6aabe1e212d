import type { FastifyInstance } from 'fastify';
import { CHANCE } from '@psi/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBot } from '../src/cli/run-bot';
import { buildTestApp } from './helpers/test-app';
import { injectClient } from './support/game';

// The acceptance run (docs/architecture.md, Tests): the bot's 2,000 circuits give a world mean within four standard errors of the
// exact chance mean. Played through app.inject (the bot's real request sequence without sockets),
// with concurrent players; it is the slowest server test (figures in docs/performance.md).
// npm test runs the server suite twice. The full 2,000 run on PostgreSQL; on PGlite, which costs
// about 3 ms a move in-process (about 400 s for 2,000 circuits on an idle machine), the same test
// plays 300, so npm test stays well inside its time budget. PSI_BOT_CIRCUITS overrides both.
const CIRCUITS = Number(process.env.PSI_BOT_CIRCUITS ?? (process.env.DATABASE_URL ? 2_000 : 300));

describe(`${CIRCUITS} random circuits played by the bot`, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('give a world mean within four standard errors of the exact chance mean, every proof verified', async () => {
    const result = await runBot(injectClient(app), { circuits: CIRCUITS, concurrency: 8, seed: 2024 });
    expect(result.errors).toEqual([]);
    expect(result).toMatchObject({ circuits: CIRCUITS, failures: 0 });

    const world = (await app.inject({ method: 'GET', url: '/api/stats/world' })).json();
    expect(world.circuits).toBe(CIRCUITS);
    expect(world.meanScore).toBeCloseTo(result.meanScore!, 9);
    expect(world.sdScore).toBeCloseTo(result.sdScore!, 9);
    const standardError = CHANCE.sd / Math.sqrt(CIRCUITS);
    expect(Math.abs(world.meanScore - CHANCE.mean)).toBeLessThan(4 * standardError);
    expect(Math.abs(world.z)).toBeLessThan(4);
    // The spread matches chance too (sd of the sample sd is about sd/sqrt(2n): 6 of those is generous).
    expect(Math.abs(world.sdScore - CHANCE.sd)).toBeLessThan((6 * CHANCE.sd) / Math.sqrt(2 * CIRCUITS));
    const histogramTotal = Object.values(world.histogram as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(histogramTotal).toBe(CIRCUITS);
    console.info(
      `bot statistics: ${CIRCUITS} circuits in ${result.seconds} s, mean ${world.meanScore.toFixed(3)} (chance ${CHANCE.mean.toFixed(3)}), z ${world.z.toFixed(2)}`,
    );
  }, 3_600_000);
});
