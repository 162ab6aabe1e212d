import { describe, expect, it } from 'vitest';
import { ELEMENTS, FAMILY_MEMBERS, READY_SET_GO_CARDS, SENSES } from '../../content';
import { elements } from '../elements/elements';
import { family } from '../family/family';
import { readySetGo } from '../ready-set-go/ready-set-go';
import { senseTheSense } from '../sense-the-sense/sense-the-sense';
import type { AnyExerciseDef } from '../definition';
import { play, result } from '../testing';

// The shared family, checked once for every member (Ready Set Go, Family, Elements, Sense the Sense: spec
// §4, §9, pick until found, one point per pick): found on pick k scores k, max = number of options.
const members: { def: AnyExerciseDef; options: readonly string[]; max: number }[] = [
  { def: readySetGo, options: READY_SET_GO_CARDS, max: 3 },
  { def: family, options: FAMILY_MEMBERS, max: 4 },
  { def: elements, options: ELEMENTS, max: 5 },
  { def: senseTheSense, options: SENSES, max: 6 },
];

describe.each(members)('$def.id (pick until found)', ({ def, options, max }) => {
  const target = options.length - 1;
  it.each(options.map((_, k) => k + 1))('scores %i when the target is found on that pick', (k) => {
    const picks = [...options.slice(0, k - 1), options[target]].map((choice) => ({ choice }));
    const played = play(def, [target], picks);
    expect(result(def, played)).toEqual({ over: true, score: k, orb: false });
    expect(played.outcomes.at(-1)?.kind).toBe('hit');
  });

  it(`scores the maximum ${max} when the target is the last option left`, () => {
    const played = play(
      def,
      [target],
      options.map((choice) => ({ choice })),
    );
    expect(def.score(played.state)).toBe(max);
  });

  it.each(options.map((_, i) => i))('scores 1 (a hole in one) when the first pick is the target %i', (first) => {
    expect(result(def, play(def, [first], [{ choice: options[first] }]))).toEqual({ over: true, score: 1, orb: false });
  });

  it(`scores the maximum ${max} when every other option was picked first`, () => {
    const picks = [...options.slice(1), options[0]].map((choice) => ({ choice }));
    expect(result(def, play(def, [0], picks))).toEqual({ over: true, score: max, orb: false });
  });

  it('never exposes the target in the view before it is found', () => {
    const played = play(def, [max - 1], [{ choice: options[0] }]);
    expect(def.view(played.state).found).toBeNull();
    expect(JSON.stringify(def.view(played.state))).not.toContain('target');
  });

  it('is not over after a wrong pick, and the view lists it as tried without the target', () => {
    const played = play(def, [target], [{ choice: options[0] }]);
    const view = def.view(played.state);
    expect(view).toMatchObject({ over: false, score: null, tried: [options[0]], found: null, attempts: 1 });
    expect(played.outcomes[0]).toMatchObject({ kind: 'miss' });
    expect(played.outcomes[0]?.reveal).toBeUndefined();
  });

  it.each([
    [
      'rejects a pick already tried as already-chosen',
      [{ choice: options[0] }, { choice: options[0] }],
      'already-chosen',
    ],
    ['rejects an option that does not exist as unknown-choice', [{ choice: 'nobody' }], 'unknown-choice'],
    ['rejects a move without a choice as incomplete', [{}], 'incomplete'],
    ['rejects a move that is not an object as malformed', ['left'], 'malformed'],
    [
      'rejects any move once the target is found as exercise-over',
      [{ choice: options[target] }, { choice: options[0] }],
      'exercise-over',
    ],
  ])('%s', (_name, moves, code) => {
    expect(play(def, [target], moves).rejection).toMatchObject({ ok: false, code, message: expect.any(String) });
  });
});
