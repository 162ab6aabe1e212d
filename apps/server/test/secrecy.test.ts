import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentState } from '../src/circuits/current-state';
import { buildLoggedApp } from './support/logged-app';
import { newPlayer, playRandom, postMove, startCircuit } from './support/game';

// Hidden targets (docs/api.md, Verified circuits): nothing about an unrevealed target leaves the server, in any response or log.
let app: FastifyInstance;
let logs: string[];
beforeAll(async () => {
  ({ app, lines: logs } = await buildLoggedApp());
});
afterAll(() => app.close());

// Public lists of every option: a target is among them by construction, so they are not a leak.
const PUBLIC_LISTS = new Set(['options', 'pairs', 'columns', 'symbols', 'colours']);
const withoutOptionLists = (body: string) =>
  JSON.stringify(JSON.parse(body), (key, value) => (PUBLIC_LISTS.has(key) ? undefined : value));

interface PickExercise {
  target?: unknown;
  found?: unknown;
}

describe('hidden targets', () => {
  it('never appear in a response or a log line before the rules reveal them', async () => {
    const player = await newPlayer(app);
    const started = await startCircuit(app, player);
    const { seed } = await app.ctx.db
      .selectFrom('circuits')
      .select('seed')
      .where('id', '=', started.id)
      .executeTakeFirstOrThrow();
    const answers: string[] = [JSON.stringify(started)];
    let checkedPickTargets = 0;

    await playRandom(app, player, started, {
      seed: 21,
      onAnswer: async (body) => {
        answers.push(body);
        const view = JSON.parse(body).view;
        if (view.over) return; // the answer to the last move is checked below; then the proof discloses the seed
        // Side routes a client may call mid-exercise give nothing away either.
        for (const url of [
          '/api/circuits/active',
          `/api/circuits/${started.id}`,
          `/api/circuits/${started.id}/proof`,
          '/api/stats/me',
        ]) {
          answers.push((await app.inject({ method: 'GET', url, headers: player.headers })).body);
        }
        // The engine keeps each exercise's hidden target in state.exercise; for the pick-until-found
        // exercises it is one option name, shown only in `found` once found.
        const row = await app.ctx.db
          .selectFrom('circuits')
          .select(['id', 'seed', 'seq', 'state'])
          .where('id', '=', started.id)
          .executeTakeFirstOrThrow();
        // The row is a checkpoint: the moves since are replayed over it (circuits/current-state.ts).
        const { state } = await currentState(app.ctx.db, row);
        const exercise = state.exercise as PickExercise;
        if (['ready-set-go', 'family', 'elements', 'sense-the-sense'].includes(view.step) && exercise.found === null) {
          expect(typeof exercise.target).toBe('string');
          expect(withoutOptionLists(body)).not.toContain(`"${String(exercise.target)}"`);
          checkedPickTargets++;
        }
      },
    });

    expect(checkedPickTargets).toBeGreaterThan(0);
    for (const answer of answers) {
      expect(answer).not.toContain(seed);
      expect(answer).not.toContain('"exercise"'); // the engine state's field: never sent
    }
    // ...and the seed is disclosed once the circuit is over (so the scan above would have seen it).
    const proof = await app.inject({
      method: 'GET',
      url: `/api/circuits/${started.id}/proof`,
      headers: player.headers,
    });
    expect(proof.json().seed).toBe(seed);
    expect(logs.length).toBeGreaterThan(answers.length); // trace level logs every request
    for (const line of logs) {
      expect(line).not.toContain(seed);
      expect(line).not.toContain(player.session_id);
      expect(line).not.toContain('"exercise"');
    }
  });
});

describe("a finished step's final view", () => {
  it('comes only with the move that finished that step, over, and holds nothing of the step just entered', async () => {
    const player = await newPlayer(app);
    const started = await startCircuit(app, player);
    let before = started.view.step as string;
    const finishedSteps: string[] = [];
    await playRandom(app, player, started, {
      seed: 5,
      onAnswer: async (body) => {
        const answer = JSON.parse(body);
        if (answer.view.step === before) {
          expect(answer).not.toHaveProperty('finished');
          return;
        }
        expect(answer.finished).toMatchObject({ step: before, over: true });
        finishedSteps.push(answer.finished.step);
        // The step just entered keeps its targets: the circuit's state holds them, the answer does not.
        const row = await app.ctx.db
          .selectFrom('circuits')
          .select(['id', 'seed', 'seq', 'state'])
          .where('id', '=', started.id)
          .executeTakeFirstOrThrow();
        const { state } = await currentState(app.ctx.db, row);
        const entered = state.exercise as PickExercise | null;
        if (entered && ['ready-set-go', 'family', 'elements', 'sense-the-sense'].includes(answer.view.step))
          expect(withoutOptionLists(JSON.stringify(answer.finished))).not.toContain(`"${String(entered.target)}"`);
        before = answer.view.step;
      },
    });
    expect(finishedSteps).toHaveLength(17);
  });
});

interface WallsExercise {
  currentWall: number;
  locked: number;
}

describe("a wall's locked door or gate (issue 34 a)", () => {
  it('is disclosed by the pick that passes the wall, never while the wall or a later one is in play', async () => {
    const player = await newPlayer(app);
    const started = await startCircuit(app, player);
    let { seq, view } = started;
    const lockOfCurrentWall = async () => {
      const row = await app.ctx.db
        .selectFrom('circuits')
        .select(['id', 'seed', 'seq', 'state'])
        .where('id', '=', started.id)
        .executeTakeFirstOrThrow();
      return ((await currentState(app.ctx.db, row)).state.exercise as WallsExercise).locked;
    };
    const snapshotView = async () =>
      (await app.inject({ method: 'GET', url: `/api/circuits/${started.id}`, headers: player.headers })).json().view
        .view;
    let wallsChecked = 0;
    for (const step of ['doors', 'gateway'] as const) {
      // Random moves up to the step (the guesser's own seed: the same circuit prefix every run).
      while (view.step !== step)
        ({ seq, view } = await playRandom(app, player, { id: started.id, seq, view }, { limit: 1 }));
      const noun = step === 'doors' ? 'door' : 'gate';
      const wallCount = (view.view as { walls: unknown[] }).walls.length;
      for (let wall = 0; wall < wallCount; wall++) {
        const locked = await lockOfCurrentWall();
        // Before any pick on the wall, and after the locked one is hit: undisclosed, here and in a snapshot.
        expect((await snapshotView()).lockedDoors.slice(wall)).toEqual(Array(wallCount - wall).fill(null));
        const miss = await postMove(app, player, started.id, { seq, step, move: { [noun]: locked } });
        expect(miss.statusCode).toBe(200);
        const missed = miss.json();
        expect(missed.outcome.reveal).toEqual({ wall, index: locked, state: 'locked' });
        expect(missed.view.view.lockedDoors.slice(wall)).toEqual(Array(wallCount - wall).fill(null));
        // The last pick on the wall opens it and discloses its lock, and only its own.
        const other = locked === 0 ? 1 : 0;
        const pass = await postMove(app, player, started.id, { seq: missed.seq, step, move: { [noun]: other } });
        expect(pass.statusCode).toBe(200);
        const passed = pass.json();
        expect(passed.outcome.reveal).toEqual({ wall, index: other, state: 'open', locked });
        const after = passed.finished ?? passed.view.view;
        expect(after.lockedDoors[wall]).toBe(locked);
        expect(after.lockedDoors.slice(wall + 1)).toEqual(Array(wallCount - wall - 1).fill(null));
        ({ seq, view } = passed);
        wallsChecked++;
      }
      expect(view.step).not.toBe(step);
    }
    expect(wallsChecked).toBe(6 + 7);
  });
});
