import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  closingSound,
  COUNT_MS,
  countUpValue,
  endFrame,
  ORB_GAP_MS,
  TICK_MS,
  useEndSequence,
  type EndEffects,
} from './end-sequence';

function fakeEffects() {
  return { play: vi.fn<EndEffects['play']>(), warm: vi.fn<EndEffects['warm']>() };
}

function reducedMotion(on: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: on && query.includes('reduce'), media: query })),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the count-up', () => {
  it('starts at 0, rises every tick and settles exactly on the score', () => {
    expect(countUpValue(38, 0)).toBe(0);
    const halfway = countUpValue(38, COUNT_MS / 2);
    expect(halfway).toBeGreaterThan(19); // eased out: most of the way by half time
    expect(halfway).toBeLessThan(38);
    expect(countUpValue(38, COUNT_MS)).toBe(38);
    expect(countUpValue(38, COUNT_MS * 3)).toBe(38);
  });

  it('counts with the clock: nothing shown at first, the score once COUNT_MS has passed', () => {
    const fx = fakeEffects();
    const { result } = renderHook(() => useEndSequence(41, 0, true, fx));
    expect(result.current.shown).toBe(0);
    act(() => vi.advanceTimersByTime(COUNT_MS / 2));
    expect(result.current.shown).toBeGreaterThan(0);
    expect(result.current.shown).toBeLessThan(41);
    act(() => vi.advanceTimersByTime(COUNT_MS / 2));
    expect(result.current.shown).toBe(41);
    expect(result.current.done).toBe(false);
  });
});

describe('the orbs and the closing sound', () => {
  it('lights the won orbs one by one with a bell each, then plays the fanfare once for a good outcome', () => {
    const fx = fakeEffects();
    const { result } = renderHook(() => useEndSequence(36, 2, true, fx));
    expect(fx.warm).toHaveBeenCalledWith('finale-good');
    act(() => vi.advanceTimersByTime(COUNT_MS + ORB_GAP_MS));
    expect(result.current.lit).toBe(1);
    expect(fx.play.mock.calls).toEqual([['orb-place']]);
    act(() => vi.advanceTimersByTime(ORB_GAP_MS));
    expect(result.current.lit).toBe(2);
    act(() => vi.advanceTimersByTime(ORB_GAP_MS));
    expect(result.current.done).toBe(true);
    act(() => vi.advanceTimersByTime(5000));
    expect(fx.play.mock.calls).toEqual([['orb-place'], ['orb-place'], ['finale-good']]);
  });

  it('closes a poor outcome on the encouraging sound, with no orb bell when no orb was won', () => {
    const fx = fakeEffects();
    const { result } = renderHook(() => useEndSequence(47, 0, false, fx));
    act(() => vi.advanceTimersByTime(COUNT_MS + ORB_GAP_MS));
    expect(result.current.done).toBe(true);
    expect(fx.play.mock.calls).toEqual([['finale-encourage']]);
  });

  it('skips to the final frame on a tap, at the next tick', () => {
    const fx = fakeEffects();
    const { result } = renderHook(() => useEndSequence(40, 3, true, fx));
    act(() => result.current.skip());
    act(() => vi.advanceTimersByTime(TICK_MS));
    expect(result.current).toMatchObject({ shown: 40, lit: 3, done: true });
    expect(fx.play).toHaveBeenLastCalledWith('finale-good');
  });

  it('shows everything at once under reduced motion and still plays the closing sound', () => {
    reducedMotion(true);
    const fx = fakeEffects();
    const { result } = renderHook(() => useEndSequence(44, 1, false, fx));
    expect(result.current).toMatchObject({ shown: 44, lit: 1, done: true });
    expect(fx.play.mock.calls).toEqual([['finale-encourage']]);
  });
});

describe('sound selection', () => {
  it('celebrates below par and encourages otherwise', () => {
    expect(closingSound(true)).toBe('finale-good');
    expect(closingSound(false)).toBe('finale-encourage');
  });

  it('places an orb every ORB_GAP_MS after the count and finishes one gap after the last', () => {
    expect(endFrame(COUNT_MS, 40, 3)).toEqual({ shown: 40, lit: 0, done: false });
    expect(endFrame(COUNT_MS + 3 * ORB_GAP_MS, 40, 3)).toEqual({ shown: 40, lit: 3, done: false });
    expect(endFrame(COUNT_MS + 4 * ORB_GAP_MS, 40, 3)).toEqual({ shown: 40, lit: 3, done: true });
  });
});
