import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Splash, splashTimings } from './splash';
import { startedBefore } from './splash-skip';

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

  it('ignores taps and keys on a first start (issue 34 item 5)', () => {
    const done = vi.fn();
    render(<Splash eye={3000} total={6000} onDone={done} />);
    fireEvent.click(window);
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(done).not.toHaveBeenCalled();
    expect(screen.queryByText('Tap or press any key to skip')).toBeNull();
  });

  it('ends at a tap or a key from the second start, and says so', () => {
    const tapped = vi.fn();
    const { unmount } = render(<Splash eye={3000} total={6000} onDone={tapped} skippable />);
    expect(screen.getByText('Tap or press any key to skip')).toBeTruthy();
    fireEvent.click(screen.getByTestId('splash'));
    expect(tapped).toHaveBeenCalledTimes(1);
    unmount();
    const keyed = vi.fn();
    render(<Splash eye={3000} total={6000} onDone={keyed} skippable />);
    fireEvent.keyDown(window, { key: ' ' });
    expect(keyed).toHaveBeenCalledTimes(1);
  });
});

describe('startedBefore', () => {
  it.each([
    [null, null, false],
    [{}, null, true],
    [null, 'cookie', true],
  ])('with a worker %o and a session %s: %s', (controller, sessionId, before) => {
    expect(startedBefore({ controller, sessionId })).toBe(before);
  });
});
