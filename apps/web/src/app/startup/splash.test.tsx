import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Splash, splashTimings } from './splash';

afterEach(() => vi.useRealTimers());

describe('startup splash', () => {
  it('lasts 3 s of eye then stars until 6 s by default (spec §9)', () => {
    expect(splashTimings(undefined)).toEqual({ eye: 3000, total: 6000 });
  });

  it('counts from the first paint: the time the page took to start is taken off', () => {
    expect(splashTimings(undefined, 1200)).toEqual({ eye: 1800, total: 4800 });
    expect(splashTimings(undefined, 4000)).toEqual({ eye: 0, total: 2000 });
    expect(splashTimings(undefined, 7000)).toEqual({ eye: 0, total: 0 });
    expect(splashTimings(400, 1200)).toEqual({ eye: 200, total: 400 });
  });

  it('is shortened by the test hook, and 0 skips it', () => {
    expect(splashTimings(400)).toEqual({ eye: 200, total: 400 });
    expect(splashTimings(0).total).toBe(0);
  });

  it('shows the eye, then the stars with the logo, then hands over', () => {
    vi.useFakeTimers();
    const done = vi.fn();
    render(<Splash eye={3000} total={6000} onDone={done} />);
    expect(screen.getByTestId('splash-eye')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(3000));
    expect(screen.queryByTestId('splash-eye')).toBeNull();
    expect(screen.getByTestId('splash-stars')).toBeTruthy();
    expect(done).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(3000));
    expect(done).toHaveBeenCalledTimes(1);
  });
});
