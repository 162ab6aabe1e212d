// The idle sweep (circuits/abandon.ts, closeIdleCircuits): it finds its candidates by when a circuit
// started (an index that no move touches, migration 031), so a circuit started long ago but played
// recently must stay open, and an idle one must close.
import { randomCircuitMove } from '@psi/engine';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { closeIdleCircuits } from '../src/circuits/abandon';
import { buildTestApp } from './helpers/test-app';
import { newPlayer, postMove, startCircuit } from './support/game';

let now = new Date('2031-02-01T10:00:00Z');
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ now: () => now });
});
afterAll(() => app.close());

const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
const status = async (id: string) =>
  (await app.ctx.db.selectFrom('circuits').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

it('closes a circuit idle for the idle time, and leaves one started as long ago but played since', async () => {
  const idler = await newPlayer(app);
  const player = await newPlayer(app);
  const idle = await startCircuit(app, idler);
  const played = await startCircuit(app, player);
  const start = now;
  now = minutes(50);
  const { step, move } = randomCircuitMove(played.view, () => 0);
  expect((await postMove(app, player, played.id, { seq: 0, step, move })).statusCode).toBe(200);

  now = new Date(start.getTime() + 61 * 60_000);
  expect(await closeIdleCircuits(app.ctx.db, now, 60, () => undefined)).toBe(1);
  expect(await status(idle.id)).toBe('abandoned');
  expect(await status(played.id)).toBe('active');

  now = new Date(start.getTime() + 111 * 60_000);
  expect(await closeIdleCircuits(app.ctx.db, now, 60, () => undefined)).toBe(1);
  expect(await status(played.id)).toBe('abandoned');
});
