// New players and circuit starts are group-committed together (players/arrival-writer.ts): those that
// arrive together share one statement, and each still gets its own player, session or circuit. Called directly (not
// through inject) so that the requests really arrive while a statement is in flight.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startVerifiedCircuit } from '../src/circuits/circuit-store';
import { insertArrivalsSql } from '../src/players/arrival-writer';
import { createPlayer } from '../src/players/player-store';
import { buildTestApp } from './helpers/test-app';
import { circuitReads, manyActiveCircuits } from './support/query-plan';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app.close());

/** Counts the statements a writer sends, by wrapping the database's executeQuery. */
function countStatements(): { count: () => number } {
  let n = 0;
  const original = app.ctx.db.executeQuery.bind(app.ctx.db);
  app.ctx.db.executeQuery = ((...args: Parameters<typeof original>) => {
    n++;
    return original(...args);
  }) as typeof original;
  return { count: () => n };
}

/** `k` new players; resolves once the writer is idle again (it sends its next statement a turn later). */
const newPlayers = async (k: number) => {
  const players = await Promise.all(Array.from({ length: k }, () => createPlayer(app.ctx.newPlayers, new Date())));
  await new Promise((resolve) => setImmediate(resolve));
  return players;
};

describe('group commit of new players and circuit starts', () => {
  it('writes players that arrive together in two statements, each with a session of their own', async () => {
    const statements = countStatements();
    const players = await newPlayers(8);
    // The first alone (nothing was in flight), the seven that arrived meanwhile together.
    expect(statements.count()).toBe(2);
    expect(new Set(players.map((p) => p.userid)).size).toBe(8);
    const sessions = await app.ctx.db.selectFrom('sessions').select(['player_id']).execute();
    expect(sessions.map((s) => s.player_id).sort()).toEqual(players.map((p) => p.userid).sort());
    // Each session is stored, not only remembered: this process never saw them (no cache given).
    const starts = await Promise.all(
      players.map((p) =>
        app.inject({
          method: 'POST',
          url: '/api/circuits',
          payload: {},
          headers: { authorization: `Bearer ${p.session_id}` },
        }),
      ),
    );
    expect(starts.map((s) => s.statusCode)).toEqual(Array(8).fill(201));
  });

  it('starts the circuits of players that arrive together, one each, in two statements', async () => {
    const players = await newPlayers(6);
    const statements = countStatements();
    const started = await Promise.all(players.map((p) => startVerifiedCircuit(app.ctx, p.userid)));
    expect(statements.count()).toBe(2);
    const rows = await app.ctx.db.selectFrom('circuits').select(['id', 'player_id', 'status', 'seq']).execute();
    expect(rows.map((r) => r.id).sort()).toEqual(started.map((s) => ('id' in s ? s.id : s.kind)).sort());
    expect(rows.every((r) => r.status === 'active' && r.seq === 0)).toBe(true);
    expect(new Set(rows.map((r) => r.player_id)).size).toBe(6);
  });

  it('writes new players and the starts of other players that arrive together in one statement', async () => {
    const [first, second] = await newPlayers(2);
    const statements = countStatements();
    // The first start is written alone; three players and the second start arrive meanwhile.
    const [, , ...rest] = await Promise.all([
      startVerifiedCircuit(app.ctx, first!.userid),
      startVerifiedCircuit(app.ctx, second!.userid),
      ...Array.from({ length: 3 }, () => createPlayer(app.ctx.newPlayers, new Date())),
    ]);
    expect(statements.count()).toBe(2);
    const players = await app.ctx.db.selectFrom('players').select('id').execute();
    expect(players).toHaveLength(5);
    const sessions = await app.ctx.db.selectFrom('sessions').select('player_id').execute();
    expect(sessions.map((s) => s.player_id).sort()).toEqual(players.map((p) => p.id).sort());
    const circuits = await app.ctx.db.selectFrom('circuits').select(['player_id', 'status']).execute();
    expect(circuits.map((c) => c.player_id).sort()).toEqual([first!.userid, second!.userid].sort());
    expect(rest.every((p) => 'session_id' in p)).toBe(true);
  });

  it('leaves a player one unfinished circuit when their starts collide in one statement', async () => {
    const [player, other] = await newPlayers(2);
    // The first start is written alone; the next four share a statement in which three collide on
    // the player's one unfinished circuit: each is retried alone, and a start that finds an
    // unfinished circuit abandons it.
    const started = await Promise.all([
      startVerifiedCircuit(app.ctx, other!.userid),
      ...Array.from({ length: 4 }, () => startVerifiedCircuit(app.ctx, player!.userid)),
    ]);
    const ids = started.slice(1).map((s) => ('id' in s ? s.id : s.kind));
    const mine = await app.ctx.db
      .selectFrom('circuits')
      .select(['id', 'status'])
      .where('player_id', '=', player!.userid)
      .execute();
    expect(mine.map((c) => c.id).sort()).toEqual([...ids].sort());
    expect(mine.filter((c) => c.status === 'active')).toHaveLength(1);
    expect(mine.filter((c) => c.status === 'abandoned')).toHaveLength(3);
  });

  it("checks each start's player through an index of that player's circuits, not by scanning the active ones", async () => {
    await manyActiveCircuits(app);
    const players = await newPlayers(3);
    const payload = JSON.stringify(
      players.map((p) => ({
        id: randomUUID(),
        player_id: p.userid,
        seed: '0'.repeat(64),
        commitment: '0'.repeat(64),
        state: {},
        at: new Date(),
        leaf: '{}',
      })),
    );
    // Only circuits_player_idx can serve the check (arrival-writer.ts): a plan cached while the table
    // was small read every active circuit for each start through a partial index of active circuits.
    const reads = await circuitReads(app, insertArrivalsSql, '[]', payload);
    const scans = reads.filter((read) => !/^(ModifyTable|Bitmap Heap Scan)$/.test(read));
    expect(scans.length).toBeGreaterThan(0);
    expect(scans.filter((read) => !read.endsWith('Index Scan circuits_player_idx'))).toEqual([]);
  });
});
