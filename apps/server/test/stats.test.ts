import type { FastifyInstance } from 'fastify';
import { averageTest, bayesFactor, CHANCE, GOOD_OUTCOME, mainScoreDistribution, type CircuitView } from '@psi/engine';

/** P(sum of n random main scores <= sum), by brute-force convolution: what p must be for a few finished circuits. */
function exactP(sum: number, n: number): number {
  const main = Object.entries(mainScoreDistribution()).map(([s, p]) => [Number(s), p] as const);
  let dist = new Map<number, number>([[0, 1]]);
  for (let i = 0; i < n; i++) {
    const next = new Map<number, number>();
    for (const [a, pa] of dist) for (const [b, pb] of main) next.set(a + b, (next.get(a + b) ?? 0) + pa * pb);
    dist = next;
  }
  let p = 0;
  for (const [s, q] of dist) if (s <= sum) p += q;
  return p;
}
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';
import { newPlayer, playRandom, startCircuit, type TestPlayer } from './support/game';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const world = async () => (await app.inject({ method: 'GET', url: '/api/stats/world' })).json();
const me = async (player: TestPlayer) =>
  (await app.inject({ method: 'GET', url: '/api/stats/me', headers: player.headers })).json();

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sd = (xs: number[]) => Math.sqrt(xs.reduce((a, x) => a + (x - mean(xs)) ** 2, 0) / (xs.length - 1));

describe('GET /api/stats/world and /api/stats/me', () => {
  it('answers nulls and the exact chance curve before any circuit', async () => {
    const stats = await world();
    expect(stats).toEqual({
      circuits: 0,
      abandoned: 0,
      meanScore: null,
      sdScore: null,
      chanceMean: CHANCE.mean,
      chanceSd: CHANCE.sd,
      z: null,
      p: null,
      histogram: {},
      chance: expect.any(Object),
      meanKarma: null,
      meanOrbs: null,
      goodOutcomes: null,
      study: {
        looks: [1000, 10000, 100000],
        look: 0,
        nextLookAt: 1000,
        final: false,
        bayesFactor: null,
        priorScale: 0.05,
      },
      controls: { circuits: 0, abandoned: 0, meanScore: null, z: null, p: null },
    });
    const chance = mainScoreDistribution();
    expect(Object.keys(stats.chance)).toHaveLength(Object.keys(chance).length);
    for (const [score, probability] of Object.entries(chance)) expect(stats.chance[score]).toBe(probability);

    const player = await newPlayer(app);
    expect(await me(player)).toEqual({
      circuits: 0,
      abandoned: 0,
      meanScore: null,
      sdScore: null,
      z: null,
      p: null,
      bestScore: null,
      meanKarma: null,
      meanOrbs: null,
      recent: [],
    });
  });

  it('counts finished circuits (an active one not yet), with means, sd, z, p and the histogram from their scores', async () => {
    const alice = await newPlayer(app);
    const bob = await newPlayer(app);
    const finals: { player: TestPlayer; id: string; view: CircuitView }[] = [];
    for (const [i, player] of [alice, alice, bob, alice, bob].entries()) {
      const started = await startCircuit(app, player);
      const played = await playRandom(app, player, started, { seed: 100 + i });
      finals.push({ player, id: started.id, view: played.view });
    }
    // An unfinished circuit counts for nothing.
    const unfinished = await startCircuit(app, bob);
    await playRandom(app, bob, unfinished, { limit: 5 });

    const scores = finals.map((f) => f.view.mainScore);
    const stats = await world();
    expect(stats.circuits).toBe(5);
    expect(stats.meanScore).toBeCloseTo(mean(scores), 10);
    expect(stats.sdScore).toBeCloseTo(sd(scores), 10);
    const test = averageTest(mean(scores), 5);
    expect(stats.z).toBeCloseTo(test.z, 10);
    // The preregistered study: before its first look, with the Bayes factor of this z (docs/preregistration.md).
    expect(stats.study).toMatchObject({ look: 0, nextLookAt: 1000, final: false });
    expect(stats.study.bayesFactor).toBeCloseTo(bayesFactor(-test.z, 5), 10);
    // Five finished circuits: p is exact, from the convolution, not the normal approximation.
    expect(stats.p).toBeCloseTo(
      exactP(
        scores.reduce((a, b) => a + b, 0),
        5,
      ),
      10,
    );
    const histogram: Record<string, number> = {};
    for (const s of scores) histogram[String(s)] = (histogram[String(s)] ?? 0) + 1;
    expect(stats.histogram).toEqual(histogram);
    expect(stats.meanKarma).toBeCloseTo(mean(finals.map((f) => f.view.karma!)), 10);
    expect(stats.meanOrbs).toBeCloseTo(mean(finals.map((f) => f.view.orbs.length)), 10);
    expect(stats.goodOutcomes).toBe(scores.filter((s) => s < GOOD_OUTCOME).length);

    const mine = finals.filter((f) => f.player === alice);
    const aliceScores = mine.map((f) => f.view.mainScore);
    const aliceStats = await me(alice);
    expect(aliceStats).toMatchObject({ circuits: 3, abandoned: 0, bestScore: Math.min(...aliceScores) });
    expect(aliceStats.z).toBeCloseTo(averageTest(mean(aliceScores), 3).z, 10);
    expect(aliceStats.p).toBeCloseTo(
      exactP(
        aliceScores.reduce((a, b) => a + b, 0),
        3,
      ),
      10,
    );
    expect(aliceStats.meanScore).toBeCloseTo(mean(aliceScores), 10);
    expect(aliceStats.sdScore).toBeCloseTo(sd(aliceScores), 10);
    expect(aliceStats.meanKarma).toBeCloseTo(mean(mine.map((f) => f.view.karma!)), 10);
    expect(aliceStats.meanOrbs).toBeCloseTo(mean(mine.map((f) => f.view.orbs.length)), 10);
    expect(aliceStats.recent.map((r: { id: string }) => r.id).sort()).toEqual(mine.map((f) => f.id).sort());
    const latest = mine.at(-1)!;
    expect(aliceStats.recent.find((r: { id: string }) => r.id === latest.id)).toEqual({
      id: latest.id,
      mainScore: latest.view.mainScore,
      orbs: latest.view.orbs.length,
      karma: latest.view.karma,
      goodOutcome: latest.view.goodOutcome,
      finishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      playedBeforeSignIn: false,
    });
    expect((await me(bob)).circuits).toBe(2);
  });

  it('does not count a retried final move twice', async () => {
    const before = (await world()).circuits;
    const player = await newPlayer(app);
    const started = await startCircuit(app, player);
    const played = await playRandom(app, player, started, { seed: 7 });
    const last = played.record.at(-1)!;
    await app.inject({
      method: 'POST',
      url: `/api/circuits/${started.id}/moves`,
      headers: player.headers,
      payload: { seq: played.seq - 1, step: last.step, move: last.move },
    });
    expect((await world()).circuits).toBe(before + 1);
    expect((await me(player)).circuits).toBe(1);
  });

  it('answers 401 session_error to /api/stats/me without a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/stats/me' });
    expect(response.statusCode).toBe(401);
  });
});
