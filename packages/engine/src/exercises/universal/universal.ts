// 3 Universal (spec §4, §5): shape, colour and number, all three required; at least 2 of 3 right passes.
import { SHAPES, UNIVERSAL_COLOURS, UNIVERSAL_NUMBERS } from '../../content';
import type { UniversalGuess, UniversalView } from '../../types';
import { twoAttempts } from '../families/two-attempts';

export const universal = twoAttempts<'universal', UniversalGuess, UniversalView>(
  {
    id: 'universal',
    name: 'Universal',
    fields: [
      { key: 'shape', what: 'shape', options: SHAPES },
      { key: 'colour', what: 'colour', options: UNIVERSAL_COLOURS },
      { key: 'number', what: 'number', options: UNIVERSAL_NUMBERS },
    ],
    example: '{"shape": "triangle", "colour": "green", "number": 0}',
  },
  { shape: SHAPES, colour: UNIVERSAL_COLOURS, number: UNIVERSAL_NUMBERS },
);
