import { describe, expect, it } from 'vitest';
import {
  CROP_CIRCLES,
  CROPS,
  DOOR_COLOURS,
  ELEMENTS,
  FAMILY_MEMBERS,
  GARDEN_SYMBOLS,
  MONKEYS,
  MOONS,
  READY_SET_GO_CARDS,
  SENSES,
  SHAPES,
  UNIVERSAL_COLOURS,
  YIN_YANG,
  ZENER_SYMBOLS,
} from '../content';
import { labelOf, levelName, phraseOf } from './labels';

const ALL_IDS: readonly string[] = [
  ...READY_SET_GO_CARDS,
  ...FAMILY_MEMBERS,
  ...SHAPES,
  ...UNIVERSAL_COLOURS,
  ...ZENER_SYMBOLS,
  ...YIN_YANG,
  ...DOOR_COLOURS,
  ...ELEMENTS,
  ...CROP_CIRCLES,
  ...CROPS,
  ...MOONS,
  ...SENSES,
  ...MONKEYS,
  ...GARDEN_SYMBOLS,
];

describe('labels', () => {
  it.each([
    ['see-no-evil', 'See No Evil', 'See No Evil'],
    ['middle', 'Middle', 'the middle card'],
    ['son', 'Son', 'the Son'],
    ['yang', 'Yang', 'Yang'],
    ['the-sign', 'The Sign', 'The Sign'],
    ['ufo', 'UFO', 'the UFO'],
    ['full-moon', 'Full Moon', 'the full moon'],
  ])('says %s as %s, and inside a sentence as %s', (id, name, phrase) => {
    expect(labelOf(id)).toBe(name);
    expect(phraseOf(id)).toBe(phrase);
  });

  it('has a plain-English name for every content id, never the id itself with a hyphen or in lower case', () => {
    for (const id of ALL_IDS) {
      expect(labelOf(id), id).toMatch(/^[A-Z][A-Za-z ]*$/);
      expect(phraseOf(id), id).not.toContain('-');
    }
  });

  it('lets words that are already English stand for themselves', () => {
    expect(labelOf('Bitter')).toBe('Bitter');
    expect(phraseOf(1)).toBe('1');
  });
});

describe('levelName', () => {
  const steps = [{ route: 'game-family', name: 'Family', number: 2 }];
  it('names a stored level by its exercise, never by its route', () => {
    expect(levelName('/game-family', steps)).toBe('Family (exercise 2 of 16)');
  });
  it('says the end in words', () => {
    expect(levelName('/game-end', steps)).toBe('the end: all sixteen exercises are played');
  });
  it('gives null for a level it does not know', () => {
    expect(levelName('/elsewhere', steps)).toBeNull();
  });
});
