import { describe, expect, it } from 'vitest';
import { GATEWAY_WALLS } from '../../content';
import { play, result } from '../testing';
import { gateway } from './gateway';

// Gateway (spec §4): 7 walls of 5, 5, 5, 6, 7, 7, 8 gates, one locked per wall; score 1 + locked gates hit.
const draws = GATEWAY_WALLS.map((n) => n - 1);
const lastGate = (n: number) => [{ gate: n - 1 }, { gate: 0 }];

describe('Gateway', () => {
  it('has 7 walls of 5, 5, 5, 6, 7, 7 and 8 gates', () => {
    expect(gateway.view(play(gateway, [0], []).state).walls.map((w) => w.length)).toEqual([5, 5, 5, 6, 7, 7, 8]);
  });
  it('scores 1 and wins the orb when no locked gate is hit', () => {
    expect(
      result(
        gateway,
        play(
          gateway,
          draws,
          GATEWAY_WALLS.map(() => ({ gate: 0 })),
        ),
      ),
    ).toEqual({ over: true, score: 1, orb: true });
  });
  it('scores the maximum 8 when the locked gate is hit on all seven walls', () => {
    expect(result(gateway, play(gateway, draws, GATEWAY_WALLS.flatMap(lastGate)))).toEqual({
      over: true,
      score: 8,
      orb: false,
    });
  });
  it('accepts gate 7 on the last wall of 8 gates but not on a wall of 5', () => {
    expect(play(gateway, [0], [{ gate: 7 }]).rejection?.code).toBe('unknown-choice');
    const toLast = GATEWAY_WALLS.slice(0, 6).map(() => ({ gate: 1 }));
    expect(play(gateway, [0, 0, 0, 0, 0, 0, 0], [...toLast, { gate: 7 }]).rejection).toBeNull();
  });
  it('rejects a move that says door instead of gate as incomplete', () => {
    expect(play(gateway, [0], [{ door: 1 }]).rejection?.code).toBe('incomplete');
  });
});
