// The operator console's routes: admins only (401 not logged in, 403 any other account or player).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../src/cli/admin-create';
import { buildTestApp } from './helpers/test-app';
import { FAST_HASH, login, register, uniqueEmail, webSession, type WebSession } from './support/accounts';
import { newPlayer, type TestPlayer } from './support/game';

let app: FastifyInstance;
let clock = new Date('2031-04-01T09:00:00Z');
let admin: WebSession;
beforeAll(async () => {
  app = await buildTestApp({ now: () => clock, config: FAST_HASH });
  const email = uniqueEmail('admin');
  await createAdmin(
    app.ctx.db,
    { email, name: 'Ada Operator' },
    async () => 'operator password',
    clock,
    FAST_HASH.scryptLog2N,
  );
  admin = webSession(await login(app, email, 'operator password'));
});
afterAll(() => app.close());

const sendFeedback = async (player: TestPlayer, subject: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: player.headers,
      payload: { subject, message: `About ${subject}` },
    })
  ).json();
const list = (headers: Record<string, string>, filter?: string) =>
  app.inject({ method: 'GET', url: `/api/admin/feedback${filter ? `?filter=${filter}` : ''}`, headers });
const answer = (headers: Record<string, string>, id: string, text: string) =>
  app.inject({ method: 'POST', url: `/api/admin/feedback/${id}/answer`, headers, payload: { answer: text } });

describe('who may use the console', () => {
  it('answers 401 login_required without a login', async () => {
    for (const response of [await list({}), await answer({}, '00000000-0000-4000-8000-000000000000', 'x')]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('login_required');
    }
  });

  it('answers 401 for an anonymous player session', async () => {
    const response = await list((await newPlayer(app)).headers);
    expect(response.statusCode).toBe(401);
  });

  it("answers 403 forbidden for a player's account, and changes nothing", async () => {
    const player = webSession(await register(app, { email: uniqueEmail('plain') }));
    const thread = await sendFeedback(await newPlayer(app), 'Not yours');
    expect((await list(player.read)).statusCode).toBe(403);
    const response = await answer(player.write, thread.query_id, 'I am not the team');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('forbidden');
    const row = await app.ctx.db
      .selectFrom('feedback_threads')
      .select(['state', 'answer'])
      .where('id', '=', thread.query_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'open', answer: null });
  });
});

describe('GET /api/admin/feedback', () => {
  it('lists unanswered threads oldest first by default, with counts, and answered or all on request', async () => {
    const player = await newPlayer(app);
    const first = await sendFeedback(player, 'Oldest');
    clock = new Date(clock.getTime() + 60_000);
    const second = await sendFeedback(player, 'Newer');
    await answer(admin.write, second.query_id, 'Thanks!');

    const unanswered = (await list(admin.read)).json();
    const ids = unanswered.threads.map((t: { query_id: string }) => t.query_id);
    expect(ids).toContain(first.query_id);
    expect(ids).not.toContain(second.query_id);
    expect(unanswered.threads.every((t: { state: string }) => t.state === 'open')).toBe(true);
    expect(unanswered.counts.answered).toBeGreaterThanOrEqual(1);
    expect(unanswered.threads.find((t: { query_id: string }) => t.query_id === first.query_id)).toMatchObject({
      subject: 'Oldest',
      playerId: player.userid,
    });

    const answered = (await list(admin.read, 'answered')).json().threads;
    expect(answered.map((t: { query_id: string }) => t.query_id)).toContain(second.query_id);
    expect(answered.every((t: { state: string }) => t.state === 'answered')).toBe(true);
    const all = (await list(admin.read, 'all')).json().threads.map((t: { query_id: string }) => t.query_id);
    expect(all.indexOf(second.query_id)).toBeLessThan(all.indexOf(first.query_id));
  });

  it("names each thread's player by the account's name, and an anonymous one as null (issue 34)", async () => {
    const named = webSession(await register(app, { name: 'Grace Player', email: uniqueEmail('named') }));
    const sent = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: named.write,
      payload: { subject: 'Named', message: 'About names' },
    });
    expect(sent.statusCode).toBe(201);
    const anonymous = await sendFeedback(await newPlayer(app), 'Nameless');
    const threads = (await list(admin.read)).json().threads as { query_id: string; playerName: string | null }[];
    expect(threads.find((t) => t.query_id === sent.json().query_id)?.playerName).toBe('Grace Player');
    expect(threads.find((t) => t.query_id === anonymous.query_id)?.playerName).toBeNull();
    const answered = await answer(admin.write, sent.json().query_id, 'Names are shown now.');
    expect(answered.json()).toMatchObject({ playerName: 'Grace Player', answeredBy: 'Ada Operator' });
  });

  it('answers 400 for an unknown filter', async () => {
    expect((await list(admin.read, 'spam')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/feedback/{id}/answer', () => {
  it("answers a thread: the player sees the answer as unseen, with the admin's name kept", async () => {
    const player = await newPlayer(app);
    const thread = await sendFeedback(player, 'Orbs');
    const response = await answer(admin.write, thread.query_id, '  Seven orbs, one per first-go win.  ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      state: 'answered',
      answer: 'Seven orbs, one per first-go win.',
      answeredBy: 'Ada Operator',
      seen: false,
    });
    const unseen = (await app.inject({ method: 'GET', url: '/api/feedback/unseen', headers: player.headers })).json()
      .threads;
    expect(unseen).toMatchObject([{ query_id: thread.query_id, answer: 'Seven orbs, one per first-go win.' }]);
  });

  it('makes a corrected answer unseen again', async () => {
    const player = await newPlayer(app);
    const thread = await sendFeedback(player, 'Typo');
    await answer(admin.write, thread.query_id, 'Frist answer');
    await app.inject({ method: 'POST', url: `/api/feedback/${thread.query_id}/seen`, headers: player.headers });
    await answer(admin.write, thread.query_id, 'First answer');
    const own = (
      await app.inject({ method: 'GET', url: `/api/feedback/${thread.query_id}`, headers: player.headers })
    ).json();
    expect(own).toMatchObject({ answer: 'First answer', seen: false });
  });

  it.each([
    ['a blank answer', { answer: '   ' }, 400, 'body/answer must not be blank'],
    ['no answer', {}, 400, 'body must have required properties answer'],
  ])('answers 400 for %s and leaves the thread open', async (_case, payload, status, message) => {
    const thread = await sendFeedback(await newPlayer(app), 'Blank');
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/feedback/${thread.query_id}/answer`,
      headers: admin.write,
      payload,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(
      (
        await app.ctx.db
          .selectFrom('feedback_threads')
          .select('state')
          .where('id', '=', thread.query_id)
          .executeTakeFirstOrThrow()
      ).state,
    ).toBe('open');
  });

  it('answers 404 for an unknown thread', async () => {
    const response = await answer(admin.write, '00000000-0000-4000-8000-000000000000', 'Hello');
    expect(response.statusCode).toBe(404);
  });

  it('refuses a cookie-authenticated answer without its CSRF token', async () => {
    const thread = await sendFeedback(await newPlayer(app), 'CSRF');
    const response = await answer(admin.read, thread.query_id, 'forged');
    expect(response.statusCode).toBe(403);
  });
});
