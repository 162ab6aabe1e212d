import { describe, expect, it } from 'vitest';
import { claimLeaf } from './claim-leaf';
import { claimTerms, claimTermsProblem, judgeClaim, type ClaimCircuit } from './claim';

const finished = (id: string, score: number): ClaimCircuit => ({ id, status: 'finished', law: { [score]: 1 } });

describe('judgeClaim: the circuits after the seal, in order, until the claim closes', () => {
  it('passes as soon as the evidence reaches the level and leaves later circuits out', () => {
    const terms = claimTerms(20, 20);
    const started = Array.from({ length: 12 }, (_, i) => finished(`c${i}`, 34));
    const judged = judgeClaim(terms, started);
    expect(judged.status).toBe('passed');
    expect(judged.evidence).toBeGreaterThanOrEqual(20);
    expect(judged.path.slice(0, -1).every((e) => e < 20)).toBe(true);
    expect(judged.circuitIds.length).toBe(judged.path.length);
    expect(judged.circuitIds.length).toBeLessThan(12);
  });

  it('fails at its last circuit when the level was never reached, and stays open before it', () => {
    const terms = claimTerms(5, 100);
    const chance = (i: number) => finished(`c${i}`, 42);
    expect(judgeClaim(terms, [0, 1, 2, 3].map(chance)).status).toBe('open');
    const judged = judgeClaim(terms, [0, 1, 2, 3, 4, 5, 6].map(chance));
    expect(judged.status).toBe('failed');
    expect(judged.circuitIds).toEqual(['c0', 'c1', 'c2', 'c3', 'c4']);
  });

  it('counts an abandoned circuit by its law given the play so far and stops at an active one', () => {
    const terms = claimTerms(5, 20);
    const judged = judgeClaim(terms, [
      finished('a', 40),
      { id: 'b', status: 'abandoned', law: { 40: 0.5, 44: 0.5 } },
      { id: 'c', status: 'active' },
      finished('d', 20),
    ]);
    expect(judged.status).toBe('open');
    expect(judged.circuitIds).toEqual(['a', 'b', 'c']);
    expect(judged.path).toHaveLength(2);
  });

  it('refuses terms out of limits with a clear message', () => {
    expect(claimTermsProblem(4, 20)).toMatch(/from 5 to 100/);
    expect(claimTermsProblem(101, 20)).toMatch(/from 5 to 100/);
    expect(claimTermsProblem(10.5, 20)).toMatch(/whole number/);
    expect(claimTermsProblem(10, 50)).toMatch(/one of 20, 100/);
    expect(claimTermsProblem(10, 100)).toBeNull();
    expect(() => claimTerms(3, 20)).toThrow(/circuits must/);
  });

  it("writes the log leaf's keys in a fixed order", () => {
    expect(claimLeaf({ claim: 'x', circuits: 10, level: 20, tilts: [0.1] })).toBe(
      '{"v":1,"kind":"claim","claim":"x","circuits":10,"level":20,"tilts":[0.1]}',
    );
  });
});
