import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHeldWall } from './use-held-wall';

describe('useHeldWall', () => {
  afterEach(() => vi.useRealTimers());

  it('holds the finished wall from the very first render after the view moves on, then lets go', () => {
    vi.useFakeTimers();
    const seen: (number | null)[] = [];
    const { result, rerender } = renderHook(
      ({ wall }) => {
        const held = useHeldWall(wall);
        seen.push(held);
        return held;
      },
      { initialProps: { wall: 0 } },
    );
    expect(result.current).toBeNull();
    seen.length = 0;
    rerender({ wall: 1 });
    // No render may show the next wall live before the hold starts (it would be clickable).
    expect(seen.every((h) => h === 0)).toBe(true);
    act(() => vi.advanceTimersByTime(1200));
    expect(result.current).toBeNull();
  });

  it('does not hold when the wall number stays or goes back', () => {
    const { result, rerender } = renderHook(({ wall }) => useHeldWall(wall), { initialProps: { wall: 2 } });
    rerender({ wall: 2 });
    expect(result.current).toBeNull();
  });
});
