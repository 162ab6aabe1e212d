// The hall of fame (issue 37) through its real routes: opt-in, minimum, ranking, periods, moderation, the
// chance band and bad input. Circuits are inserted as rows where only their scores matter, and played through
// the circuit routes where how they are counted is the point (an abandoned one, by intention to treat).
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { averagePValue, CHANCE } from '@psi/engine';
import { createAdmin } from '../src/cli/admin-create';
import { MINIMUM_CIRCUITS } from '../src/hall-of-fame/ranking';
import { buildTestApp } from './helpers/test-app';
import { FAST_HASH, login, register, uniqueEmail, webSession, type WebSession } from './support/accounts';
import { playRandom, startCircuit, type TestPlayer } from './support/game';

interface Row {
  rank: number;
  displayName: string;
  circuits: number;
  abandoned: number;
  mean: number;
  z: number;
  p: number;
}
interface Figure {
  mean: number;
  low: number;
  high: number;
  standardError: number;
}
interface Board {
  period: string;
  since: string | null;
  minimumCircuits: number;
  qualified: number;
  rows: Row[];
  chanceBand: { best: Figure; tenth: Figure | null; simulations: number; method: string } | null;
}

let app: FastifyInstance;
let clock = new Date('2030-04-15T09:00:00Z');
// One app for the file (building one costs seconds); each test plays in a year of its own, so the periods of
// one test never hold another's circuits. The 15th of April, mid-morning UTC: "today" and "this month" both
// have earlier days and months to leave out.
let year = 2030;
const at = (month: number, day: number, hour = 12) => new Date(Date.UTC(year, month - 1, day, hour));
beforeAll(async () => {
  app = await buildTestApp({ now: () => clock, config: FAST_HASH });
}, 180_000);
afterAll(() => app.close());
let addresses = 0;
beforeEach(() => {
  year += 1;
  clock = at(4, 15, 9);
});

/** Past the response cache's 30 s, so each read sees the rows inserted since the last. */
const tick = () => {
  clock = new Date(clock.getTime() + 60_000);
};

async function account(): Promise<TestPlayer> {
  addresses += 1;
  // Each from its own address: the registration limit is per address (20 an hour).
  const response = await register(app, { client: 'native' }, { 'x-forwarded-for': `10.0.${addresses % 250}.1` });
  expect(response.statusCode).toBe(201);
  const body = response.json() as { userid: string; session_id: string };
  return {
    userid: body.userid,
    cuid: '',
    session_id: body.session_id,
    headers: { authorization: `Bearer ${body.session_id}` },
  };
}

const putSetting = (player: TestPlayer, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/account/hall-of-fame', headers: player.headers, payload });

async function optIn(player: TestPlayer, displayName: string) {
  const response = await putSetting(player, { optIn: true, displayName });
  expect(response.statusCode, response.body).toBe(200);
}

/** Finished circuits with these main scores, started at `startedAt` (or now), as rows. */
async function finished(player: TestPlayer, scores: number[], startedAt = clock, carriedIn = false) {
  await app.ctx.db
    .insertInto('circuits')
    .values(
      scores.map((score) => ({
        id: randomUUID(),
        player_id: player.userid,
        seed: randomBytes(32).toString('hex'),
        commitment: 'test',
        status: 'finished' as const,
        seq: 0,
        state: '{}',
        main_score: score,
        created_at: startedAt,
        updated_at: startedAt,
        finished_at: startedAt,
        carried_in: carriedIn,
      })),
    )
    .execute();
}

async function board(period?: string): Promise<Board> {
  tick();
  const response = await app.inject({ method: 'GET', url: `/api/hall-of-fame${period ? `?period=${period}` : ''}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Board;
}
const names = (b: Board) => b.rows.map((r) => r.displayName);

async function adminSession(): Promise<WebSession> {
  const email = uniqueEmail('admin');
  await createAdmin(app.ctx.db, { email, name: 'Ada Operator' }, async () => 'operator password', clock, 10);
  return webSession(await login(app, email, 'operator password'));
}

describe('GET /api/hall-of-fame', () => {
  it('lists only players who opted in with a display name, under that name', async () => {
    const shy = await account();
    const proud = await account();
    await finished(shy, [30, 30, 30, 30, 30]);
    await finished(proud, [40, 40, 40, 40, 40]);
    expect(names(await board())).toEqual([]);

    await optIn(proud, '  Proud   Guesser ');
    const listed = await board();
    expect(names(listed)).toEqual(['Proud Guesser']);
    expect(JSON.stringify(listed)).not.toContain('Ann Example'); // the account's own name stays private

    await optIn(shy, 'Shy One');
    expect(names(await board())).toEqual(['Shy One', 'Proud Guesser']);
    const out = await putSetting(shy, { optIn: false, displayName: '' });
    expect(out.json()).toEqual({ optIn: false, displayName: 'Shy One', hidden: false });
    expect(names(await board())).toEqual(['Proud Guesser']);
  });

  it(`needs ${MINIMUM_CIRCUITS} counted circuits in the period, and circuits carried in from before signing in do not count`, async () => {
    const player = await account();
    await optIn(player, 'Almost There');
    await finished(player, [35, 35, 35, 35]);
    await finished(player, [20, 20, 20], clock, true); // played before signing in (issue 33)
    const before = await board();
    expect(before.minimumCircuits).toBe(MINIMUM_CIRCUITS);
    expect(before.qualified).toBe(0);
    expect(before.chanceBand).toBeNull();

    await finished(player, [45]);
    const after = await board();
    expect(after.rows).toHaveLength(1);
    expect(after.rows[0]).toMatchObject({ rank: 1, displayName: 'Almost There', circuits: 5, abandoned: 0, mean: 37 });
  });

  it('ranks by mean main score, lowest (best) first, with how unusual each mean is', async () => {
    const scores: Record<string, number[]> = {
      Middling: [42, 42, 42, 43, 43],
      Lucky: [30, 32, 34, 36, 38],
      Unlucky: [50, 50, 51, 52, 55],
      'Also Lucky': [34, 34, 34, 34, 34],
    };
    for (const [name, list] of Object.entries(scores)) {
      const player = await account();
      await optIn(player, name);
      await finished(player, list);
    }
    const { rows } = await board('month');
    expect(rows.map((r) => [r.rank, r.displayName, r.mean])).toEqual([
      [1, 'Also Lucky', 34], // a tie: the same rank, then by name
      [1, 'Lucky', 34],
      [3, 'Middling', 42.4],
      [4, 'Unlucky', 51.6],
    ]);
    // Exact one-sided p from the engine (all finished, few circuits); z below 0 is better than chance.
    expect(rows[0]!.p).toBeCloseTo(averagePValue(34, 5), 12);
    expect(rows[0]!.z).toBeLessThan(-3);
    expect(rows[3]!.z).toBeGreaterThan(3);
    expect(rows[3]!.p).toBeGreaterThan(0.99);
  });

  it('counts a period by when its circuits started, in UTC', async () => {
    const player = await account();
    await optIn(player, 'Steady Hand');
    await finished(player, [40, 40, 40, 40, 40], at(3, 20)); // last month
    await finished(player, [30, 30, 30], at(4, 2)); // this month, not today
    await finished(player, [36, 36], at(4, 15, 0)); // today, at midnight UTC

    const all = await board('all');
    expect(all.since).toBeNull();
    expect(all.rows.find((r) => r.displayName === 'Steady Hand')).toMatchObject({ circuits: 10, mean: 36.2 });
    const month = await board('month');
    expect(month.since).toBe(`${year}-04-01T00:00:00.000Z`);
    expect(month.rows).toEqual([expect.objectContaining({ displayName: 'Steady Hand', circuits: 5, mean: 32.4 })]);
    expect((await board()).period).toBe('month'); // the default
    const day = await board('day');
    expect(day.since).toBe(`${year}-04-15T00:00:00.000Z`);
    expect(day.rows).toEqual([]); // 2 circuits today: below the minimum
  });

  it('counts an abandoned circuit by intention to treat, as the statistics pages do', async () => {
    const player = await account();
    await optIn(player, 'Quitter Not');
    const first = await startCircuit(app, player);
    await playRandom(app, player, first, { seed: 5, limit: 3 });
    const second = await startCircuit(app, player); // abandons the first
    const played = await playRandom(app, player, second, { seed: 6 });
    expect(played.view.over).toBe(true);
    await finished(player, [42, 42, 42]);
    const [abandoned, done] = await Promise.all(
      [first.id, second.id].map((id) =>
        app.ctx.db
          .selectFrom('circuits')
          .select(['expected_score', 'main_score'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow(),
      ),
    );
    const { rows } = await board('day');
    expect(rows[0]).toMatchObject({ displayName: 'Quitter Not', circuits: 5, abandoned: 1 });
    expect(rows[0]!.mean).toBeCloseTo((abandoned!.expected_score! + done!.main_score! + 126) / 5, 9);
  });

  it('draws the chance band: where the best and the 10th best of as many guessers would land', async () => {
    for (let i = 0; i < 12; i++) {
      const player = await account();
      await optIn(player, `Guesser ${String.fromCharCode(65 + i)}`);
      await finished(player, [42, 41, 43, 42, 44, 40].slice(0, 5 + (i % 2)));
    }
    const { qualified, chanceBand } = await board();
    expect(qualified).toBe(12);
    expect(chanceBand).not.toBeNull();
    const { best, tenth, simulations, method } = chanceBand!;
    expect(simulations).toBeGreaterThanOrEqual(1000);
    expect(method).toMatch(/simulation/i);
    // The best of 12 guessers lands well below chance's mean, the 10th a little above it.
    expect(best.mean).toBeLessThan(CHANCE.mean - 2);
    expect(best.low).toBeLessThan(best.mean);
    expect(best.high).toBeGreaterThan(best.mean);
    expect(best.standardError).toBeLessThan(0.1);
    expect(tenth!.mean).toBeGreaterThan(best.mean + 2);
  });

  it('answers 400 to an unknown period or parameter', async () => {
    for (const query of ['period=week', 'period=', 'period=DAY', 'top=10']) {
      const response = await app.inject({ method: 'GET', url: `/api/hall-of-fame?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(
        query.startsWith('period') ? /^querystring\/period must be equal to one of the allowed values$/ : /top/,
      );
    }
  });
});

describe('PUT /api/account/hall-of-fame', () => {
  it('needs an account, and a cookie write needs its CSRF token', async () => {
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/account/hall-of-fame',
          payload: { optIn: true, displayName: 'Nobody' },
        })
      ).statusCode,
    ).toBe(401);
    const web = webSession(await register(app, { client: 'web' }));
    const withoutToken = await app.inject({
      method: 'PUT',
      url: '/api/account/hall-of-fame',
      headers: web.read,
      payload: { optIn: true, displayName: 'Cookie Player' },
    });
    expect(withoutToken.statusCode).toBe(403);
    const withToken = await app.inject({
      method: 'PUT',
      url: '/api/account/hall-of-fame',
      headers: web.write,
      payload: { optIn: true, displayName: 'Cookie Player' },
    });
    expect(withToken.statusCode).toBe(200);
    const read = await app.inject({ method: 'GET', url: '/api/account/hall-of-fame', headers: web.read });
    expect(read.json()).toEqual({ optIn: true, displayName: 'Cookie Player', hidden: false });
    // The player's own data includes it (docs/accounts.md, "Download my data").
    const exported = await app.inject({ method: 'GET', url: '/api/account/export', headers: web.read });
    expect(exported.json().hallOfFame).toEqual({ optIn: true, displayName: 'Cookie Player', hidden: false });
  });

  it('refuses a bad display name with a 400 that says why', async () => {
    const player = await account();
    const cases: [string, RegExp][] = [
      ['', /choose a display name/],
      ['Al', /at least 3/],
      ['x'.repeat(25), /at most 24/],
      ['Admin', /operator or for Psi Circuit/],
      ['the 4dm1n team', /operator or for Psi Circuit/],
      ['Psi Circuit', /operator or for Psi Circuit/],
      ['P.S.I. circuit fan', /operator or for Psi Circuit/],
      ['\u0410dmin', /letters, digits/], // Cyrillic А
      ['<b>bold</b>', /letters, digits/],
      ['12345', /at least one letter/],
    ];
    for (const [displayName, message] of cases) {
      const response = await putSetting(player, { optIn: true, displayName });
      expect(response.statusCode, displayName).toBe(400);
      expect(response.json().fields.displayName, displayName).toMatch(message);
    }
    for (const payload of [
      { optIn: true },
      { optIn: 'yes', displayName: 'Fine Name' },
      { optIn: true, displayName: 'Fine Name', x: 1 },
    ]) {
      const response = await putSetting(player, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect(
      (await app.inject({ method: 'GET', url: '/api/account/hall-of-fame', headers: player.headers })).json(),
    ).toEqual({
      optIn: false,
      displayName: '',
      hidden: false,
    });
  });

  it('keeps two players from showing the same name, whatever its case', async () => {
    const first = await account();
    const second = await account();
    await optIn(first, 'Seer Nine');
    const response = await putSetting(second, { optIn: true, displayName: 'SEER nine' });
    expect(response.statusCode).toBe(409);
    expect(response.json().fields.displayName).toMatch(/already shows this name/);
  });
});

describe('POST /api/admin/hall-of-fame/{playerId}/hide', () => {
  it('hides a name from the list until an admin shows it again, even across opting out and in', async () => {
    const admin = await adminSession();
    const rude = await account();
    await optIn(rude, 'Rude Word');
    await finished(rude, [38, 38, 38, 38, 38]);
    expect(names(await board())).toEqual(['Rude Word']);

    const hide = (hidden: boolean, headers = admin.write, id = rude.userid) =>
      app.inject({ method: 'POST', url: `/api/admin/hall-of-fame/${id}/hide`, headers, payload: { hidden } });
    // Not an admin: 401 anonymous, 403 any player; a cookie write without its token: 403.
    expect((await hide(true, {})).statusCode).toBe(401);
    expect((await hide(true, rude.headers)).statusCode).toBe(403);
    expect((await hide(true, admin.read)).statusCode).toBe(403);
    expect(names(await board())).toEqual(['Rude Word']);

    const hidden = await hide(true);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().names).toContainEqual(expect.objectContaining({ displayName: 'Rude Word', hidden: true }));
    expect(names(await board())).toEqual([]); // at once: the cache is cleared
    await putSetting(rude, { optIn: false, displayName: '' });
    await optIn(rude, 'Rude Word Two');
    expect(names(await board())).toEqual([]);
    expect(
      (await app.inject({ method: 'GET', url: '/api/account/hall-of-fame', headers: rude.headers })).json().hidden,
    ).toBe(true);

    expect((await hide(false)).statusCode).toBe(200);
    expect(names(await board())).toEqual(['Rude Word Two']);
    expect((await hide(true, admin.write, randomUUID())).statusCode).toBe(404);
    expect((await hide(true, admin.write, 'not-a-uuid')).statusCode).toBe(400);
    const list = await app.inject({ method: 'GET', url: '/api/admin/hall-of-fame', headers: admin.read });
    expect(list.statusCode).toBe(200);
    expect(list.json().names).toContainEqual(
      expect.objectContaining({ playerId: rude.userid, displayName: 'Rude Word Two', optIn: true, hidden: false }),
    );
  });
});
