import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';
import { newPlayer, type TestPlayer } from './support/game';

let app: FastifyInstance;
let clock = new Date('2031-03-01T10:00:00Z');
beforeAll(async () => {
  app = await buildTestApp({ now: () => clock });
});
afterAll(() => app.close());

const send = (player: TestPlayer, payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/feedback', headers: player.headers, payload: payload as object });

/** Answers a thread as the console would, straight in the database (the admin routes have their own tests). */
async function answerDirectly(queryId: string, answer: string) {
  await app.ctx.db
    .updateTable('feedback_threads')
    .set({ state: 'answered', answer, answered_by: 'team', answered_at: clock, answer_seen_at: null })
    .where('id', '=', queryId)
    .execute();
}

describe('POST /api/feedback', () => {
  it('stores the subject, message and rating as an open thread of the sending player', async () => {
    const player = await newPlayer(app);
    const response = await send(player, {
      subject: '  Doors  ',
      message: 'The third wall felt slow on my phone.',
      rating: 4,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      query_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      subject: 'Doors',
      message: 'The third wall felt slow on my phone.',
      rating: 4,
      state: 'open',
      answer: null,
      answeredAt: null,
      seen: false,
      createdAt: '2031-03-01T10:00:00.000Z',
    });
  });

  it('accepts feedback without a rating', async () => {
    const response = await send(await newPlayer(app), { subject: 'Hello', message: 'Just saying the art is lovely.' });
    expect(response.statusCode).toBe(201);
    expect(response.json().rating).toBeNull();
  });

  it.each([
    ['no subject', { message: 'hello there' }, 'body must have required properties subject'],
    ['a blank subject', { subject: '   ', message: 'hello there' }, 'body/subject must not be blank'],
    ['a blank message', { subject: 'Hi', message: ' \n ' }, 'body/message must not be blank'],
    ['a rating of 6', { subject: 'Hi', message: 'hello', rating: 6 }, 'body/rating must be <= 5'],
    ['a rating as text', { subject: 'Hi', message: 'hello', rating: '4' }, 'body/rating must be integer'],
    [
      'a subject over 120 characters',
      { subject: 'x'.repeat(121), message: 'hello' },
      'body/subject must not have more than 120 characters',
    ],
    [
      'an unknown field',
      { subject: 'Hi', message: 'hello', email: 'a@b.c' },
      'body must not have additional properties',
    ],
  ])('answers 400 naming the problem for %s, and stores nothing', async (_case, payload, message) => {
    const player = await newPlayer(app);
    const response = await send(player, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    const list = await app.inject({ method: 'GET', url: '/api/feedback', headers: player.headers });
    expect(list.json().threads).toEqual([]);
  });

  it('answers 401 session_error without a session', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { subject: 'Hi', message: 'hello' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'session_error', session_error: 1 });
  });
});

describe('GET /api/feedback', () => {
  it("lists only the player's own threads, newest first", async () => {
    const [ana, ben] = [await newPlayer(app), await newPlayer(app)];
    await send(ana, { subject: 'First', message: 'one' });
    clock = new Date(clock.getTime() + 60_000);
    await send(ana, { subject: 'Second', message: 'two' });
    await send(ben, { subject: 'Ben', message: 'three' });
    const response = await app.inject({ method: 'GET', url: '/api/feedback', headers: ana.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().threads.map((t: { subject: string }) => t.subject)).toEqual(['Second', 'First']);
  });
});

describe('unseen answers', () => {
  it('lists an answered thread as unseen until the player marks it seen, then no more', async () => {
    const player = await newPlayer(app);
    const thread = (await send(player, { subject: 'Karma', message: 'How is karma rated?' })).json();
    const unseen = () =>
      app.inject({ method: 'GET', url: '/api/feedback/unseen', headers: player.headers }).then((r) => r.json().threads);

    expect(await unseen()).toEqual([]);
    await answerDirectly(thread.query_id, 'By the numbers you leave behind.');
    expect(await unseen()).toMatchObject([
      { query_id: thread.query_id, state: 'answered', answer: 'By the numbers you leave behind.', seen: false },
    ]);

    const seen = await app.inject({
      method: 'POST',
      url: `/api/feedback/${thread.query_id}/seen`,
      headers: player.headers,
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      query_id: thread.query_id,
      seen: true,
      answer: 'By the numbers you leave behind.',
    });
    expect(await unseen()).toEqual([]);

    // Idempotent: a second Show (another tab) changes nothing.
    const again = await app.inject({
      method: 'POST',
      url: `/api/feedback/${thread.query_id}/seen`,
      headers: player.headers,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().seen).toBe(true);
  });

  it('answers 409 not_answered when marking an open thread seen', async () => {
    const player = await newPlayer(app);
    const thread = (await send(player, { subject: 'Q', message: 'question' })).json();
    const response = await app.inject({
      method: 'POST',
      url: `/api/feedback/${thread.query_id}/seen`,
      headers: player.headers,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('not_answered');
  });

  it("never shows or marks another player's thread: 404", async () => {
    const [owner, other] = [await newPlayer(app), await newPlayer(app)];
    const thread = (await send(owner, { subject: 'Mine', message: 'private' })).json();
    await answerDirectly(thread.query_id, 'Answer for the owner');
    for (const request of [
      { method: 'GET' as const, url: `/api/feedback/${thread.query_id}` },
      { method: 'POST' as const, url: `/api/feedback/${thread.query_id}/seen` },
    ]) {
      const response = await app.inject({ ...request, headers: other.headers });
      expect(response.statusCode).toBe(404);
    }
    const own = await app.inject({ method: 'GET', url: `/api/feedback/${thread.query_id}`, headers: owner.headers });
    expect(own.json()).toMatchObject({ answer: 'Answer for the owner', seen: false });
  });

  it('answers 404 for a malformed query id', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/feedback/not-a-uuid',
      headers: (await newPlayer(app)).headers,
    });
    expect(response.statusCode).toBe(404);
  });
});
