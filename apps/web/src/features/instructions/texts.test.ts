// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/routes';
import { INSTRUCTIONS, instructionFor } from './texts';

// Spec §2: the numbers of the instruction popup.
const SPEC_NUMBERS = [
  'Ready Set Go',
  'Family',
  'Universal',
  'Doubles',
  'Yin Yang',
  'Doors',
  'Elements',
  'Duality',
  'Crop Circles',
  'Zener',
  'Gateway',
  'Sense the Sense',
  'Three Wise Monkeys',
  'Mantra',
  'In the Garden',
  'Karma',
];

describe('instruction texts', () => {
  it('has a text for every custom_id from 1 to 16, titled as the specification numbers them', () => {
    expect(INSTRUCTIONS).toHaveLength(16);
    SPEC_NUMBERS.forEach((title, i) => {
      const text = instructionFor(i + 1);
      expect(text?.title).toBe(title);
      expect(text?.paragraphs.join(' ').length).toBeGreaterThan(80);
    });
  });

  it('has no text outside 1 to 16', () => {
    expect(instructionFor(0)).toBeUndefined();
    expect(instructionFor(17)).toBeUndefined();
  });

  it('points every text at an existing exercise route', () => {
    const paths = new Set(routes.map((r) => r.path));
    for (const t of INSTRUCTIONS) expect(paths.has(t.route)).toBe(true);
  });

  it.each([
    [2, '2.5'],
    [6, '7'],
    [11, '5, 5, 5, 6, 7, 7 and 8'],
    [15, '32'],
    [16, '0 (worst) to 99 (best)'],
  ])('states the rule figures for exercise %i (%s)', (id, figure) => {
    expect(instructionFor(id)!.paragraphs.join(' ')).toContain(figure);
  });
});
