import { describe, expect, it } from 'vitest';
import { DEFAULT_LOG2_N, hashPassword, needsRehash, verifyPassword } from '../../src/accounts/password';

describe('scrypt password hashes', () => {
  it('uses N = 2^15, r = 8, p = 1 by default (32 MiB per hash) with a random salt', async () => {
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    expect(DEFAULT_LOG2_N).toBe(15);
    expect(a).toMatch(/^scrypt\$15\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
  });

  it.each([
    ['the same password', 'pässwörd 1', true],
    ['another password', 'pässwörd 2', false],
    ['a different case', 'PÄSSWÖRD 1', false],
    ['the same text in another Unicode normal form', 'pa\u0308sswo\u0308rd 1', true],
    ['an empty password', '', false],
  ])('verifies %s: %s', async (_case, attempt, expected) => {
    const stored = await hashPassword('pässwörd 1', 10);
    expect(await verifyPassword(attempt, stored)).toBe(expected);
  });

  it.each([
    ['not scrypt', 'bcrypt$2b$10$abc'],
    ['too few parts', 'scrypt$10$8$1$salt'],
    ['a cost out of range', 'scrypt$40$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a short hash', 'scrypt$10$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAA'],
  ])('answers false, never throws, for a stored hash that is %s', async (_case, stored) => {
    expect(await verifyPassword('anything', stored)).toBe(false);
  });

  it("asks for a re-hash when the stored cost is below today's", async () => {
    const weak = await hashPassword('x'.repeat(8), 10);
    expect(needsRehash(weak, 15)).toBe(true);
    expect(needsRehash(weak, 10)).toBe(false);
  });
});
