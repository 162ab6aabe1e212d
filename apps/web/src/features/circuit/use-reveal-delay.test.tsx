import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDUCED_MOTION_REVEAL_MS, useRevealDelay } from './use-reveal-delay';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The hook over a changing answer number, with a reveal of `ms`. */
function mount(ms: number) {
  return renderHook(({ answer }) => useRevealDelay(answer, ms), { initialProps: { answer: 3 } });
}

/** matchMedia answering `reduce` to prefers-reduced-motion (the default answers no to every query). */
function reduceMotion() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener: vi.fn() })),
  );
}

describe('useRevealDelay', () => {
  it('holds the answer to a move back for the reveal time, then shows it', () => {
    vi.useFakeTimers();
    const { result, rerender } = mount(800);
    act(() => result.current.expect());
    expect(result.current.revealing).toBe(false);
    rerender({ answer: 4 });
    expect(result.current.revealing).toBe(true);
    act(() => vi.advanceTimersByTime(799));
    expect(result.current.revealing).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.revealing).toBe(false);
  });

  it('ends at once when skipped (a tap during the animation)', () => {
    vi.useFakeTimers();
    const { result, rerender } = mount(800);
    act(() => result.current.expect());
    rerender({ answer: 4 });
    expect(result.current.revealing).toBe(true);
    act(() => result.current.skip());
    expect(result.current.revealing).toBe(false);
  });

  it('reveals nothing for a state it did not send a move for (a page opened mid-circuit)', () => {
    const { result, rerender } = mount(800);
    rerender({ answer: 9 });
    expect(result.current.revealing).toBe(false);
  });

  it('waits for nothing where the board has no animation (0 ms)', () => {
    const { result, rerender } = mount(0);
    act(() => result.current.expect());
    rerender({ answer: 4 });
    expect(result.current.revealing).toBe(false);
  });

  it('is a short fade under prefers-reduced-motion', () => {
    reduceMotion();
    vi.useFakeTimers();
    const { result, rerender } = mount(800);
    act(() => result.current.expect());
    rerender({ answer: 4 });
    expect(result.current.revealing).toBe(true);
    act(() => vi.advanceTimersByTime(REDUCED_MOTION_REVEAL_MS));
    expect(result.current.revealing).toBe(false);
  });

  it('reveals each answer in turn', () => {
    vi.useFakeTimers();
    const { result, rerender } = mount(500);
    for (const answer of [4, 5]) {
      act(() => result.current.expect());
      rerender({ answer });
      expect(result.current.revealing).toBe(true);
      act(() => vi.advanceTimersByTime(500));
      expect(result.current.revealing).toBe(false);
    }
  });

  describe('lands the answer (its sound and haptic tap) when its result is shown, not when it arrives', () => {
    /** The hook with an `onLand` spy (the frame's sound and tap). */
    function mountLanding(ms: number) {
      const onLand = vi.fn();
      const hook = renderHook(({ answer }) => useRevealDelay(answer, ms, onLand), { initialProps: { answer: 3 } });
      return { ...hook, onLand };
    }

    it('not before the reveal delay, once after it', () => {
      vi.useFakeTimers();
      const { result, rerender, onLand } = mountLanding(800);
      act(() => result.current.expect());
      rerender({ answer: 4 });
      expect(onLand).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(799));
      expect(onLand).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onLand).toHaveBeenCalledTimes(1);
      expect(result.current.revealing).toBe(false);
      act(() => vi.advanceTimersByTime(5_000));
      expect(onLand).toHaveBeenCalledTimes(1);
    });

    it('at the tap that skips the animation, and not again when its timer would have run', () => {
      vi.useFakeTimers();
      const { result, rerender, onLand } = mountLanding(800);
      act(() => result.current.expect());
      rerender({ answer: 4 });
      act(() => vi.advanceTimersByTime(300));
      expect(onLand).not.toHaveBeenCalled();
      act(() => result.current.skip());
      expect(onLand).toHaveBeenCalledTimes(1);
      act(() => vi.advanceTimersByTime(1_000));
      expect(onLand).toHaveBeenCalledTimes(1);
    });

    it('at once where there is no animation (0 ms)', () => {
      const { result, rerender, onLand } = mountLanding(0);
      act(() => result.current.expect());
      expect(onLand).not.toHaveBeenCalled();
      rerender({ answer: 4 });
      expect(onLand).toHaveBeenCalledTimes(1);
    });

    it('once per answer, each in turn', () => {
      vi.useFakeTimers();
      const { result, rerender, onLand } = mountLanding(500);
      for (const [i, answer] of [4, 5].entries()) {
        act(() => result.current.expect());
        rerender({ answer });
        act(() => vi.advanceTimersByTime(499));
        expect(onLand).toHaveBeenCalledTimes(i);
        act(() => vi.advanceTimersByTime(1));
        expect(onLand).toHaveBeenCalledTimes(i + 1);
      }
    });

    it('never for a state it sent no move for (a page opened mid-circuit)', () => {
      vi.useFakeTimers();
      const { rerender, onLand } = mountLanding(800);
      rerender({ answer: 9 });
      act(() => vi.advanceTimersByTime(1_000));
      expect(onLand).not.toHaveBeenCalled();
    });
  });
});
