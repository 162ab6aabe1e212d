import { describe, expect, it } from 'vitest';
import { emailError, nameError, NAME_MAX, passwordError, PASSWORD_MAX, PASSWORD_MIN } from './account-fields';

describe('the account field rules (one copy for the web app and the server)', () => {
  it('accepts a name up to its limit, counted in characters, not UTF-16 units', () => {
    expect(nameError('  Ada  ')).toBeUndefined();
    expect(nameError('🙂'.repeat(NAME_MAX))).toBeUndefined();
    expect(nameError('a'.repeat(NAME_MAX + 1))).toBe(`Your name can have at most ${NAME_MAX} characters.`);
  });

  it('refuses an empty name and one with control characters', () => {
    expect(nameError('   ')).toBe('Please enter your name.');
    expect(nameError('Ada\u0007')).toBe('Your name cannot contain control characters.');
  });

  it('wants an e-mail address with a name, an @ and a dotted domain', () => {
    expect(emailError(' ada@example.org ')).toBeUndefined();
    expect(emailError('')).toBe('Please enter your e-mail address.');
    expect(emailError('ada@example')).toBe('That does not look like an e-mail address (for example name@example.com).');
    expect(emailError(`${'a'.repeat(250)}@b.org`)).toBe('An e-mail address has at most 254 characters.');
  });

  it(`wants a password of ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`, () => {
    expect(passwordError('')).toBe('Please enter a password.');
    expect(passwordError('a'.repeat(PASSWORD_MIN - 1))).toBe(
      `Your password needs at least ${PASSWORD_MIN} characters.`,
    );
    expect(passwordError('a'.repeat(PASSWORD_MIN))).toBeUndefined();
    expect(passwordError('🙂'.repeat(PASSWORD_MAX))).toBeUndefined();
    expect(passwordError('a'.repeat(PASSWORD_MAX + 1))).toBe(
      `Your password can have at most ${PASSWORD_MAX} characters.`,
    );
  });
});
