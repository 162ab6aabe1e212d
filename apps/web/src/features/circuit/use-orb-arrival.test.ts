import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORB_TAKE_OFF_MS, useOrbArrival, type OrbEffects } from './use-orb-arrival';

const effects = {
  chime: vi.fn<OrbEffects['chime']>(),
  tap: vi.fn<OrbEffects['tap']>(),
  warm: vi.fn<OrbEffects['warm']>(),
};

function reducedMotion(on: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: on && query.includes('reduce'), media: query })),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion(false);
  effects.chime.mockClear();
  effects.tap.mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a Golden Orb arriving in the header', () => {
  it('keeps the slot dark while the orb flies, chimes at take-off and lights the slot on landing', () => {
    const { result, rerender } = renderHook(({ won }) => useOrbArrival(won, effects), {
      initialProps: { won: 1 as number | null },
    });
    expect(result.current.lit).toBe(1);
    expect(effects.warm).toHaveBeenCalled();
    rerender({ won: 2 });
    expect(result.current.lit).toBe(1);
    expect(result.current.flying).toBeNull();
    act(() => vi.advanceTimersByTime(ORB_TAKE_OFF_MS));
    expect(effects.chime).toHaveBeenCalledTimes(1);
    expect(result.current.flying).toBe(1);
    expect(result.current.lit).toBe(1);
    act(() => result.current.land());
    expect(result.current).toMatchObject({ lit: 2, flying: null, arrived: 1 });
    expect(effects.tap).toHaveBeenCalledTimes(1);
  });

  it('does not celebrate the orbs a resumed circuit already had', () => {
    const { result, rerender } = renderHook(({ won }) => useOrbArrival(won, effects), {
      initialProps: { won: null as number | null },
    });
    rerender({ won: 3 });
    act(() => vi.advanceTimersByTime(ORB_TAKE_OFF_MS * 2));
    expect(result.current).toMatchObject({ lit: 3, flying: null });
    expect(effects.chime).not.toHaveBeenCalled();
  });

  it('skips the flight under reduced motion: chime, tap and the slot lit at once', () => {
    reducedMotion(true);
    const { result, rerender } = renderHook(({ won }) => useOrbArrival(won, effects), {
      initialProps: { won: 0 as number | null },
    });
    rerender({ won: 1 });
    act(() => vi.advanceTimersByTime(ORB_TAKE_OFF_MS));
    expect(result.current).toMatchObject({ lit: 1, flying: null, arrived: 0 });
    expect(effects.chime).toHaveBeenCalledTimes(1);
    expect(effects.tap).toHaveBeenCalledTimes(1);
  });
});
