import type { FastifyInstance } from 'fastify';
import { addLeaf, emptyLogSums, type LogLeaf } from '@psi/engine';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startVerifiedCircuit } from '../src/circuits/circuit-store';
import { ApiError } from '../src/http/api-error';
import { CONTROL_PLAYER_ID } from '../src/controls/control-player';
import { controlsDue, runControls, scheduleControls } from '../src/controls/schedule-controls';
import { buildTestApp } from './helpers/test-app';
import { newPlayer, playRandom, startCircuit } from './support/game';

// 02:30 UTC: with 24 a day, the circuits of 00:00, 01:00 and 02:00 are due.
const clock = new Date('2030-05-01T02:30:00Z');

describe('controlsDue', () => {
  it('spreads the day evenly from midnight and subtracts those already played', () => {
    expect(controlsDue(24, clock, 0)).toBe(3);
    expect(controlsDue(24, clock, 2)).toBe(1);
    expect(controlsDue(24, clock, 5)).toBe(0);
    expect(controlsDue(24, new Date('2030-05-01T23:59:59Z'), 0)).toBe(24);
    expect(controlsDue(1, new Date('2030-05-01T00:00:00Z'), 0)).toBe(1);
  });

  it('is never due with 0 a day', () => {
    expect(controlsDue(0, clock, 0)).toBe(0);
  });
});

describe('scheduleControls', () => {
  afterEach(() => vi.useRealTimers());
  const fakeApp = () => ({ log: { info: vi.fn(), error: vi.fn() }, addHook: vi.fn() });

  it('schedules nothing when CONTROL_CIRCUITS_PER_DAY is 0', () => {
    vi.useFakeTimers();
    const app = fakeApp();
    scheduleControls(app as never, {} as never, 0);
    expect(vi.getTimerCount()).toBe(0);
    expect(app.addHook).not.toHaveBeenCalled();
  });

  it('schedules one job, stopped when the server closes', () => {
    vi.useFakeTimers();
    const app = fakeApp();
    scheduleControls(app as never, {} as never, 24);
    expect(vi.getTimerCount()).toBe(1);
    expect(app.addHook).toHaveBeenCalledWith('onClose', expect.any(Function));
  });
});

describe('control circuits through the real routes', () => {
  let app: FastifyInstance;
  let playerScore: number;
  beforeAll(async () => {
    app = await buildTestApp({ now: () => clock });
    const player = await newPlayer(app);
    const played = await playRandom(app, player, await startCircuit(app, player), { seed: 7 });
    playerScore = played.view.mainScore;
    expect(await runControls(app.ctx, 24)).toBe(3);
  });
  afterAll(() => app.close());

  it('plays none when asked for 0 a day, and none more once those due are played', async () => {
    expect(await runControls(app.ctx, 0)).toBe(0);
    expect(await runControls(app.ctx, 24)).toBe(0);
  });

  it('keeps the controls out of the world figures and shows them in their own block', async () => {
    const world = (await app.inject({ method: 'GET', url: '/api/stats/world' })).json();
    expect(world.circuits).toBe(1);
    expect(world.meanScore).toBe(playerScore);
    expect(Object.values(world.histogram as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(1);
    expect(world.controls.circuits).toBe(3);
    expect(world.controls.abandoned).toBe(0);
    expect(typeof world.controls.meanScore).toBe('number');
    expect(world.controls.p).toBeGreaterThan(0);
    expect(world.controls.p).toBeLessThanOrEqual(1);
  });

  it('marks the controls in the open data, in JSON and in a CSV column', async () => {
    const rows = (await app.inject({ method: 'GET', url: '/api/open-data/circuits?format=json' })).json() as {
      control: boolean;
      player: string | null;
    }[];
    expect(rows.map((r) => r.control).sort()).toEqual([false, true, true, true]);
    expect(rows.filter((r) => r.control).every((r) => r.player === null)).toBe(true);
    const csv = (await app.inject({ method: 'GET', url: '/api/open-data/circuits?format=csv' })).body;
    const [header, ...lines] = csv.trimEnd().split('\r\n');
    const column = header!.split(',').indexOf('control');
    expect(column).toBeGreaterThan(0);
    expect(lines.map((l) => l.split(',')[column]).filter((c) => c === 'true')).toHaveLength(3);
  });

  it("logs the controls' leaves as controls, which the log's world sums leave out", async () => {
    const head = (await app.inject({ method: 'GET', url: '/api/transparency/head' })).json();
    const { leaves } = (
      await app.inject({ method: 'GET', url: `/api/transparency/leaves?start=0&end=${head.treeSize}` })
    ).json() as { leaves: string[] };
    const parsed = leaves.map((text) => JSON.parse(text) as LogLeaf);
    expect(parsed.filter((l) => l.control)).toHaveLength(6); // a start and a finish each
    const sums = emptyLogSums();
    for (const leaf of parsed) addLeaf(sums, leaf);
    expect(sums.controls).toBe(3);
    expect(sums.finished).toBe(1);
    expect(sums.scoreSum).toBe(playerScore);
  });

  it('counts an abandoned control for the controls only', async () => {
    for (let i = 0; i < 2; i++) {
      const started = await startVerifiedCircuit(app.ctx, CONTROL_PLAYER_ID, undefined, { control: true });
      expect(started).not.toBeInstanceOf(ApiError);
    }
    const world = (await app.inject({ method: 'GET', url: '/api/stats/world' })).json();
    expect(world.abandoned).toBe(0);
    expect(world.controls.abandoned).toBe(1);
  });
});
