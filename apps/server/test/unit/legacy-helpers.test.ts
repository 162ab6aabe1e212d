import { describe, expect, it } from 'vitest';
import { idField, parseJsonObject } from '../../src/legacy/parse-body';
import { sessionSetMatches, sessionSetToken } from '../../src/legacy/session-set';

describe('parseJsonObject', () => {
  it.each([
    ['', 'The request body is empty: send a JSON object as text/plain.'],
    [undefined, 'The request body is empty: send a JSON object as text/plain.'],
    ['{not json', 'The request body is not valid JSON: send a JSON object as text/plain.'],
    ['[1,2]', 'The request body must be a JSON object.'],
    ['"text"', 'The request body must be a JSON object.'],
  ])('rejects %j with a clear message', (body, message) => {
    expect(parseJsonObject(body)).toEqual({ ok: false, message });
  });

  it('reads a JSON object from text', () => {
    expect(parseJsonObject('{"uid":"u"}')).toEqual({ ok: true, value: { uid: 'u' } });
  });
});

describe('idField', () => {
  it('accepts strings and numbers and names the missing field', () => {
    expect(idField({ uid: 12 }, 'uid')).toEqual({ ok: true, value: '12' });
    expect(idField({}, 'players')).toEqual({ ok: false, message: 'Field "players" is required and must be a string.' });
  });
});

describe('session_set token', () => {
  it('is stable for a session and player, and bound to both', () => {
    const token = sessionSetToken('session-a', 'user-1');
    expect(sessionSetToken('session-a', 'user-1')).toBe(token);
    expect(sessionSetMatches('session-a', 'user-1', token)).toBe(true);
    expect(sessionSetMatches('session-b', 'user-1', token)).toBe(false);
    expect(sessionSetMatches('session-a', 'user-2', token)).toBe(false);
    expect(sessionSetMatches('session-a', 'user-1', 'short')).toBe(false);
  });
});
