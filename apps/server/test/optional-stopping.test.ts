import type { FastifyInstance } from 'fastify';
import { averageTest, GOOD_OUTCOME, randomCircuitMove, sfc32, type CircuitView } from '@psi/engine';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeIdleCircuits } from '../src/circuits/abandon';
import { buildTestApp } from './helpers/test-app';
import { newPlayer, postMove, startCircuit, type TestPlayer } from './support/game';

// The optional-stopping attack (docs/statistics.md), through the real routes: a pure guesser who abandons every circuit whose main
// score is not good by the Karma step (where it is final) and finishes the others. Counted by
// intention to treat, neither the world's z nor the player's moves beyond noise.
const CIRCUITS_PER_PLAYER = Number(process.env.PSI_ATTACK_CIRCUITS ?? 40);
const PLAYERS = 2;

let now = new Date('2026-03-01T12:00:00Z');
let app: FastifyInstance;
// The circuits' secret seeds come from a seeded generator, so every run replays the same circuits and
// the same z's. With the CSPRNG's seeds the checks below failed by chance: three |z| < 3 (about 0.8 %
// a run) and the kept-only z < -3 (a few %), on each of the two databases (a CI run of 2026-11-24:
// world z 3.04). That z is calibrated over many circuits is the engine's test and bench's business
// (packages/engine/src/stats/intention-to-treat.test.ts, bench/optional-stopping.bench.ts).
const seeds = sfc32(20261124);
const circuitSeed = () => Uint8Array.from({ length: 32 }, () => seeds.int(256));
// Sessions outlive the circuits' idle time here, so the player can read their statistics after the sweep.
beforeAll(async () => {
  app = await buildTestApp({ now: () => now, circuitSeed, config: { sessionIdleMinutes: 600 } });
});
afterAll(() => app.close());

const world = async () => (await app.inject({ method: 'GET', url: '/api/stats/world' })).json();
const me = async (player: TestPlayer) =>
  (await app.inject({ method: 'GET', url: '/api/stats/me', headers: player.headers })).json();

/** Plays random guesses until `stop(view)`; the view and seq reached. */
async function playUntil(
  player: TestPlayer,
  circuit: { id: string; seq: number; view: CircuitView },
  rng: ReturnType<typeof sfc32>,
  stop: (view: CircuitView) => boolean,
) {
  let { seq, view } = circuit;
  while (!view.over && !stop(view)) {
    const response = await postMove(app, player, circuit.id, { seq, ...randomCircuitMove(view, rng.int) });
    if (response.statusCode !== 200) throw new Error(`move ${seq}: ${response.statusCode} ${response.body}`);
    ({ seq, view } = response.json() as { seq: number; view: CircuitView });
  }
  return { seq, view };
}

describe('the optional-stopping attack (abandon unless good at Karma)', () => {
  const figures: Record<string, unknown> = {};
  const naive: Record<string, { kept: number[] }> = {};

  it(`leaves the world's and each player's z within noise over ${PLAYERS * CIRCUITS_PER_PLAYER} circuits`, async () => {
    const rng = sfc32(8);
    const players: TestPlayer[] = [];
    const allMains: number[] = [];
    for (let p = 0; p < PLAYERS; p++) {
      const player = await newPlayer(app);
      players.push(player);
      naive[player.userid] = { kept: [] };
      for (let i = 0; i < CIRCUITS_PER_PLAYER; i++) {
        const started = await startCircuit(app, player); // abandons the previous one, if left unfinished
        const atKarma = await playUntil(player, started, rng, (view) => view.step === 'karma');
        allMains.push(atKarma.view.mainScore);
        if (atKarma.view.mainScore < GOOD_OUTCOME) {
          await playUntil(player, { id: started.id, ...atKarma }, rng, () => false);
          naive[player.userid]!.kept.push(atKarma.view.mainScore);
        }
      }
    }
    // The last circuit of each player, if not good, is still active: it times out.
    now = new Date(now.getTime() + 61 * 60_000);
    await closeIdleCircuits(app.ctx.db, now, 60, () => undefined);

    const w = await world();
    const kept = Object.values(naive).flatMap((n) => n.kept);
    const keptOnly = averageTest(kept.reduce((a, b) => a + b, 0) / kept.length, kept.length);
    figures.world = {
      counted: w.circuits + w.abandoned,
      finished: w.circuits,
      abandoned: w.abandoned,
      meanScore: w.meanScore,
      z: w.z,
      p: w.p,
    };
    figures.finishedOnly = {
      circuits: kept.length,
      meanScore: kept.reduce((a, b) => a + b, 0) / kept.length,
      z: keptOnly.z,
      p: keptOnly.p,
    };
    figures.trueMeanOfAllStarted = allMains.reduce((a, b) => a + b, 0) / allMains.length;
    console.log(JSON.stringify(figures));

    expect(w.circuits + w.abandoned).toBe(PLAYERS * CIRCUITS_PER_PLAYER);
    expect(w.circuits).toBe(kept.length);
    // Every circuit counts, so the mean is the mean main score of every circuit started (each was played to Karma).
    expect(w.meanScore).toBeCloseTo(figures.trueMeanOfAllStarted as number, 9);
    expect(Math.abs(w.z)).toBeLessThan(3);
    // What the attack achieved before: counting finished circuits only looks strongly psychic.
    expect(keptOnly.z).toBeLessThan(-3);
    for (const player of players) {
      const mine = await me(player);
      expect(mine.circuits + mine.abandoned).toBe(CIRCUITS_PER_PLAYER);
      expect(Math.abs(mine.z)).toBeLessThan(3);
    }
  }, 600_000);

  it('keeps the sums equal to a recomputation from the circuits', async () => {
    const { rows } = await sql<{
      abandoned: number;
      expected: number;
      variance: number;
      finished: number;
      scores: number;
    }>`
      select count(*) filter (where status = 'abandoned')::int as abandoned,
             coalesce(sum(expected_score) filter (where status = 'abandoned'), 0)::float8 as expected,
             coalesce(sum(remaining_variance) filter (where status = 'abandoned'), 0)::float8 as variance,
             count(*) filter (where status = 'finished')::int as finished,
             coalesce(sum(main_score) filter (where status = 'finished'), 0)::float8 as scores
      from circuits`.execute(app.ctx.db);
    const sums = await app.ctx.db.selectFrom('world_stats').selectAll().executeTakeFirstOrThrow();
    const r = rows[0]!;
    expect(sums.abandoned).toBe(r.abandoned);
    expect(sums.circuits).toBe(r.finished);
    expect(sums.abandoned_expected_sum).toBeCloseTo(r.expected, 6);
    expect(sums.abandoned_variance_sum).toBeCloseTo(r.variance, 6);
    expect(sums.score_sum).toBe(r.scores);
    // Abandoned at Karma, nothing was left to chance.
    expect(r.variance).toBeCloseTo(0, 9);
  });
});
