import { describe, expect, it } from 'vitest';
import { displayNameError, normalDisplayName } from './hall-of-fame-fields';

describe('the hall of fame display name', () => {
  it('is stored trimmed, NFKC-normalised, with inner runs of spaces made one', () => {
    expect(normalDisplayName('  Luna   Vega ')).toBe('Luna Vega');
    expect(normalDisplayName('Ｌｕｎａ')).toBe('Luna'); // full-width letters
  });

  it.each(['Luna Vega', 'Tomás', "O'Brien", 'Marta_88', 'K. Ostrova', 'Seer-of-Leeds', 'abc'])('accepts %s', (name) => {
    expect(displayNameError(name)).toBeUndefined();
  });

  it.each([
    ['', /choose a display name/],
    ['   ', /choose a display name/],
    ['Al', /at least 3/],
    ['x'.repeat(25), /at most 24/],
    ['Луна', /letters, digits/], // Cyrillic
    ['\u0410dmin', /letters, digits/], // Cyrillic А passing for a Latin A
    ['hi<script>', /letters, digits/],
    ['zero\u200bwidth', /letters, digits/],
    ['2024', /at least one letter/],
  ])('refuses %j', (name, message) => {
    expect(displayNameError(name)).toMatch(message);
  });

  it.each([
    'Admin',
    'ADMIN_team',
    '4dm1n',
    'Ádmin',
    'Psi Circuit',
    'P.S.I. circuit fan',
    'PsiCircuit',
    'ps1 c1rcuit',
    'The Moderator',
  ])('refuses %s, which could pass for the operator or the product', (name) => {
    expect(displayNameError(name)).toMatch(/operator or for Psi Circuit/);
  });
});
