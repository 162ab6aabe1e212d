import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFetch } from '../../lib/api/http';
import { onSessionExpired } from '../../lib/api/session-expiry';
import { scriptedFetch } from '../../lib/api/test-fetch';
import { storage } from '../../lib/storage';
import { answerMemory, checkForAnswers } from './answer-watcher';

// The alert is the app's imperative showAlert; here the player's choice is scripted.
const choice = vi.hoisted(() => ({ next: 'Show' as 'Show' | 'Cancel' }));
vi.mock('../../components/ui/overlays', () => ({
  showAlert: vi.fn(async (request: { message: string }) => {
    expect(request.message).toBe('Your feedback response has been answered');
    return { text: choice.next };
  }),
}));

const thread = (id: string) => ({
  query_id: id,
  subject: 'Doors',
  message: 'slow',
  rating: null,
  state: 'answered',
  answer: 'fixed',
  answeredAt: '2031-01-01T00:00:00.000Z',
  seen: false,
  createdAt: '2031-01-01T00:00:00.000Z',
});

/** Counts the 'session expired' reports during a test. */
let reports = 0;
let stopListening = () => {};
beforeEach(() => {
  reports = 0;
  stopListening = onSessionExpired(() => (reports += 1));
});

afterEach(() => {
  setFetch(null);
  stopListening();
});

describe('the unseen-answer check', () => {
  it('asks nothing of the server when no session is stored', async () => {
    const { fn } = scriptedFetch([]);
    setFetch(fn);
    await checkForAnswers(vi.fn(), answerMemory());
    expect(fn).not.toHaveBeenCalled();
  });

  it('on Show opens reply-feedback-page with the query_id and marks the answer seen', async () => {
    storage.set('session_id', 's1');
    choice.next = 'Show';
    const { fn, calls } = scriptedFetch([
      { status: 200, body: { threads: [thread('q-1')] } },
      { status: 200, body: { ...thread('q-1'), seen: true } },
    ]);
    setFetch(fn);
    const navigate = vi.fn();
    await checkForAnswers(navigate, answerMemory());
    expect(navigate).toHaveBeenCalledWith('/reply-feedback-page', { state: { query_id: 'q-1' } });
    expect(calls.map((c) => `${c.init.method ?? 'GET'} ${c.url}`)).toEqual([
      'GET /api/feedback/unseen',
      'POST /api/feedback/q-1/seen',
    ]);
  });

  it('on Cancel marks nothing, does not ask again about that answer in this run, but asks about the next one', async () => {
    storage.set('session_id', 's1');
    choice.next = 'Cancel';
    const first = scriptedFetch([
      { status: 200, body: { threads: [thread('q-1')] } },
      { status: 200, body: { threads: [thread('q-1')] } },
    ]);
    setFetch(first.fn);
    const navigate = vi.fn();
    const memory = answerMemory();
    await checkForAnswers(navigate, memory);
    await checkForAnswers(navigate, memory);
    expect(navigate).not.toHaveBeenCalled();
    expect(first.calls.filter((c) => c.url.endsWith('/seen'))).toEqual([]);

    choice.next = 'Show';
    const second = scriptedFetch([
      { status: 200, body: { threads: [thread('q-1'), thread('q-2')] } },
      { status: 200, body: thread('q-2') },
    ]);
    setFetch(second.fn);
    await checkForAnswers(navigate, memory);
    expect(navigate).toHaveBeenCalledWith('/reply-feedback-page', { state: { query_id: 'q-2' } });
    expect(second.calls.at(-1)?.url).toBe('/api/feedback/q-2/seen');
  });

  it('after a new app start (a new memory) asks again about a cancelled answer', async () => {
    storage.set('session_id', 's1');
    choice.next = 'Cancel';
    setFetch(scriptedFetch([{ status: 200, body: { threads: [thread('q-9')] } }]).fn);
    await checkForAnswers(vi.fn(), answerMemory());
    choice.next = 'Show';
    setFetch(
      scriptedFetch([
        { status: 200, body: { threads: [thread('q-9')] } },
        { status: 200, body: thread('q-9') },
      ]).fn,
    );
    const navigate = vi.fn();
    await checkForAnswers(navigate, answerMemory());
    expect(navigate).toHaveBeenCalledWith('/reply-feedback-page', { state: { query_id: 'q-9' } });
  });

  it('does not raise the Session timeout alert when the stored session has expired', async () => {
    storage.set('session_id', 'dead');
    setFetch(
      scriptedFetch([{ status: 401, body: { error: 'session_error', session_error: 1, message: 'Session timeout.' } }])
        .fn,
    );
    await checkForAnswers(vi.fn(), answerMemory());
    expect(reports).toBe(0);
  });

  it('asks once while a check is under way: a second check returns at once', async () => {
    storage.set('session_id', 's1');
    choice.next = 'Show';
    const { fn } = scriptedFetch([
      { status: 200, body: { threads: [thread('q-1')] } },
      { status: 200, body: thread('q-1') },
    ]);
    setFetch(fn);
    const memory = answerMemory();
    const first = checkForAnswers(vi.fn(), memory);
    await checkForAnswers(vi.fn(), memory);
    await first;
    expect(fn).toHaveBeenCalledTimes(2);
    expect(memory.asking).toBe(false);
  });

  it('stays quiet when the server cannot be reached', async () => {
    storage.set('session_id', 's1');
    setFetch(scriptedFetch([new TypeError('offline')]).fn);
    const navigate = vi.fn();
    await expect(checkForAnswers(navigate, answerMemory())).resolves.toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
  });
});
