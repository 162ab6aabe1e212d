import { describe, expect, it } from 'vitest';
import { latestOutcome, OUTCOME_GAP, scrollToClear } from './outcome-in-view';

describe('scrollToClear: the outcome between the header (64) and the dock (500)', () => {
  it('does not scroll an outcome already clear of both', () => {
    expect(scrollToClear({ top: 200, bottom: 300 }, 500, 64)).toBe(0);
  });

  it('scrolls down an outcome the dock covers until it ends above the dock', () => {
    expect(scrollToClear({ top: 450, bottom: 560 }, 500, 64)).toBe(560 - 500 + OUTCOME_GAP);
  });

  it('scrolls up an outcome under the header', () => {
    expect(scrollToClear({ top: 20, bottom: 120 }, 500, 64)).toBe(20 - 64 - OUTCOME_GAP);
  });

  it('keeps the top of an outcome taller than the space in view', () => {
    expect(scrollToClear({ top: 300, bottom: 1000 }, 500, 64)).toBe(300 - 64 - OUTCOME_GAP);
  });
});

describe('latestOutcome', () => {
  it('is the last element the board marks, or null when it marks none', () => {
    const stage = document.createElement('div');
    expect(latestOutcome(stage)).toBeNull();
    stage.innerHTML = '<ol><li data-outcome id="a"></li><li data-outcome id="b"></li></ol><p></p>';
    expect(latestOutcome(stage)?.id).toBe('b');
  });

  it("is a record list's newest record", () => {
    const stage = document.createElement('div');
    stage.innerHTML = '<ol data-outcome="last-child"><li id="first"></li><li id="newest"></li></ol>';
    expect(latestOutcome(stage)?.id).toBe('newest');
  });
});
