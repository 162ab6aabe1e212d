import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';
import { newPlayer, playRandom, startCircuit, type TestPlayer } from './support/game';

let app: FastifyInstance;
let consenting: TestPlayer;
let other: TestPlayer;
beforeAll(async () => {
  app = await buildTestApp();
  consenting = await newPlayer(app);
  other = await newPlayer(app);
  const consent = await app.inject({
    method: 'PUT',
    url: '/api/players/me/research-consent',
    headers: consenting.headers,
    payload: { consent: true },
  });
  expect(consent.statusCode).toBe(200);
  // Two finished circuits for the consenting player, one finished and one abandoned for the other.
  for (const seed of [1, 2]) await playRandom(app, consenting, await startCircuit(app, consenting), { seed });
  await playRandom(app, other, await startCircuit(app, other), { seed: 3 });
  await playRandom(app, other, await startCircuit(app, other), { limit: 4 });
  await startCircuit(app, other); // abandons the one above; this one is active, so not counted yet
});
afterAll(() => app.close());

interface Row {
  circuit: string;
  player: string | null;
  status: string;
  mainScore: number | null;
  expectedScore: number | null;
  startedHour: string;
  formatVersion: number;
  scores: Record<string, number>;
}

const download = async (format: 'json' | 'csv') =>
  app.inject({ method: 'GET', url: `/api/open-data/circuits?format=${format}` });

describe('GET /api/open-data/circuits', () => {
  it('lists every counted circuit, finished and abandoned, whose sums are the world statistics', async () => {
    const response = await download('json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const rows = response.json() as Row[];
    expect(rows.map((r) => r.status).sort()).toEqual(['abandoned', 'finished', 'finished', 'finished']);
    const world = (await app.inject({ method: 'GET', url: '/api/stats/world' })).json();
    const finished = rows.filter((r) => r.status === 'finished');
    const abandoned = rows.filter((r) => r.status === 'abandoned');
    expect(world.circuits).toBe(finished.length);
    expect(world.abandoned).toBe(abandoned.length);
    const total = finished.reduce((s, r) => s + r.mainScore!, 0) + abandoned.reduce((s, r) => s + r.expectedScore!, 0);
    expect(world.meanScore).toBeCloseTo(total / rows.length, 9);
    for (const r of finished) expect(Object.values(r.scores).reduce((a, b) => a + b, 0)).toBe(r.mainScore);
    for (const r of rows) {
      expect(r.formatVersion).toBe(2);
      expect(r.startedHour).toMatch(/T\d\d:00:00\.000Z$/);
    }
  });

  it('names a consenting player by one pseudonym, and no one else, with nothing that identifies them', async () => {
    const body = (await download('json')).body;
    const rows = JSON.parse(body) as Row[];
    const named = rows.filter((r) => r.player !== null);
    expect(named).toHaveLength(2);
    expect(new Set(named.map((r) => r.player)).size).toBe(1);
    expect(named[0]!.player).not.toBe(consenting.userid);
    for (const secret of [consenting.userid, consenting.cuid, other.userid, consenting.session_id]) {
      expect(body).not.toContain(secret);
    }
  });

  it('stops naming a player who withdraws', async () => {
    const withdraw = await app.inject({
      method: 'PUT',
      url: '/api/players/me/research-consent',
      headers: consenting.headers,
      payload: { consent: false },
    });
    expect(withdraw.json()).toEqual({ consent: false, since: null });
    const rows = (await download('json')).json() as Row[];
    expect(rows.filter((r) => r.player !== null)).toEqual([]);
  });

  it('gives the same records as CSV, one line each under a header', async () => {
    const json = (await download('json')).json() as Row[];
    const response = await download('csv');
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trimEnd().split('\r\n');
    const header = lines[0]!.split(',');
    expect(header.slice(0, 4)).toEqual(['formatVersion', 'experimentVersion', 'release', 'circuit']);
    expect(header).toContain('score_ready-set-go');
    expect(lines).toHaveLength(json.length + 1);
    const circuit = header.indexOf('circuit');
    const mainScore = header.indexOf('mainScore');
    for (const line of lines.slice(1)) {
      const cells = line.split(',');
      const record = json.find((r) => r.circuit === cells[circuit])!;
      expect(cells[mainScore]).toBe(record.mainScore === null ? '' : String(record.mainScore));
    }
  });

  it('refuses an unknown format with a 400 that names it', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/open-data/circuits?format=xml' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/format/);
  });

  it('asks a session for consent, and checks its body', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/players/me/research-consent' })).statusCode).toBe(401);
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/players/me/research-consent',
      headers: other.headers,
      payload: { consent: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    for (const payload of [{}, { consent: true, player: 'someone-else' }, 'consent=true']) {
      const refused = await app.inject({
        method: 'PUT',
        url: '/api/players/me/research-consent',
        headers: other.headers,
        payload,
      });
      expect(refused.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode, JSON.stringify(payload)).toBeLessThan(500);
      expect(refused.json().message).toBeTruthy();
    }
    const unchanged = await app.inject({
      method: 'GET',
      url: '/api/players/me/research-consent',
      headers: other.headers,
    });
    expect(unchanged.json()).toEqual({ consent: false, since: null });
  });
});
