// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { setFetch } from '../../lib/api/http';
import { scriptedFetch } from '../../lib/api/test-fetch';
import { storage } from '../../lib/storage';
import { hapticForOutcome, soundForOutcome } from './outcome-sound';
import { moveErrorMessage, sendMove } from './send-move';

const answer = { seq: 3, outcome: { kind: 'hit', message: 'Yes' }, view: {} };

afterEach(() => setFetch(null));

describe('sending a move', () => {
  it('retries once with the same seq after a network failure', async () => {
    storage.set('session_id', 's');
    const { fn, calls } = scriptedFetch([new TypeError('offline'), { status: 200, body: answer }]);
    setFetch(fn);
    await expect(sendMove('c', 2, 'doors', { door: 1 })).resolves.toEqual(answer);
    expect(calls.map((c) => c.body)).toEqual([
      { seq: 2, step: 'doors', move: { door: 1 } },
      { seq: 2, step: 'doors', move: { door: 1 } },
    ]);
  });

  it('does not retry a move the server refused', async () => {
    const { fn, calls } = scriptedFetch([
      { status: 400, body: { error: 'already-chosen', message: 'That door is locked.' } },
    ]);
    setFetch(fn);
    const err = await sendMove('c', 2, 'doors', { door: 1 }).catch((e: unknown) => e);
    expect(calls).toHaveLength(1);
    expect(moveErrorMessage(err)).toBe('That door is locked.');
  });

  it('says clearly when the move could not reach the server twice', async () => {
    setFetch(scriptedFetch([new TypeError('offline'), new TypeError('offline')]).fn);
    const err = await sendMove('c', 0, 'family', { choice: 'son' }).catch((e: unknown) => e);
    expect(moveErrorMessage(err)).toMatch(/did not reach the server/);
  });
});

describe('outcome sounds', () => {
  it.each([
    ['hit', 'flip-success'],
    ['miss', 'flip-fail'],
    ['neutral', 'card-click'],
  ] as const)('plays %s as %s', (kind, sound) => {
    expect(soundForOutcome(kind)).toBe(sound);
  });

  it.each([
    ['hit', 'hit'],
    ['miss', 'miss'],
    ['neutral', null],
  ] as const)('taps the device on %s as %s (issue 34 haptics)', (kind, moment) => {
    expect(hapticForOutcome(kind)).toBe(moment);
  });
});
