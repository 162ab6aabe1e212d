// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shortFingerprint } from './fingerprint';

describe('shortFingerprint', () => {
  it('keeps the first and last eight hex digits of a long fingerprint', () => {
    expect(shortFingerprint('0123456789abcdef'.repeat(4))).toBe('01234567…89abcdef');
  });
  it('leaves a short value whole', () => {
    expect(shortFingerprint('ab')).toBe('ab');
  });
});
