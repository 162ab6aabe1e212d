import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { play, reachStep } from '../engine-fixture';
import { KarmaBoard, nextFocus, type KarmaView } from './board';

afterEach(cleanup);
// A hundred SVG cells per render: give a busy shared machine room.
vi.setConfig({ testTimeout: 20_000 });

const start = reachStep('karma');

// A hundred buttons make role queries slow in the test DOM (happy-dom); aria-label is each cell's accessible name, so look it up directly.
const cell = (name: string) => screen.getByLabelText(name, { selector: 'button' });
const cells = (pattern: RegExp) =>
  Array.from(document.querySelectorAll<HTMLButtonElement>('.karma-cell')).filter((b) =>
    pattern.test(b.getAttribute('aria-label') ?? ''),
  );

describe('KarmaBoard', () => {
  it('lays out the hundred numbers with one tab stop in the middle', () => {
    render(<KarmaBoard view={start.view} onMove={vi.fn()} busy={false} lastOutcome={null} />);
    const all = cells(/^Number \d+$/);
    expect(all).toHaveLength(100);
    expect(all.every((b) => b.tagName === 'BUTTON' && !b.disabled)).toBe(true);
    expect(all.filter((c) => c.tabIndex === 0).map((c) => c.getAttribute('aria-label'))).toEqual(['Number 51']);
  });

  it('sends the picked number', () => {
    const onMove = vi.fn();
    render(<KarmaBoard view={start.view} onMove={onMove} busy={false} lastOutcome={null} />);
    fireEvent.click(cell('Number 57'));
    expect(onMove).toHaveBeenCalledWith({ number: 57 });
  });

  it('moves the focus with the arrow keys and picks with the keyboard', () => {
    const onMove = vi.fn();
    render(<KarmaBoard view={start.view} onMove={onMove} busy={false} lastOutcome={null} />);
    const middle = cell('Number 51');
    middle.focus();
    fireEvent.keyDown(middle, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Number 62');
    (document.activeElement as HTMLButtonElement).click();
    expect(onMove).toHaveBeenCalledWith({ number: 62 });
  });

  it.each([
    ['ArrowLeft', 51, 1, 100, 50],
    ['ArrowUp', 51, 1, 100, 41],
    ['ArrowUp', 45, 41, 100, 45],
    ['ArrowDown', 95, 1, 100, 95],
    ['Home', 60, 33, 77, 33],
    ['End', 60, 33, 77, 77],
    ['Tab', 60, 33, 77, null],
  ])('the key %s from %i with %i..%i in play goes to %s', (key, from, low, high, to) => {
    expect(nextFocus(key, from, low, high)).toBe(to);
  });

  it('disables and announces the discarded half after a wrong pick from the engine', () => {
    const after = play(start, { number: 50 });
    const view = after.view as KarmaView;
    if (after.stepOver) return; // 50 was the hidden number; the next test covers the found state
    const onMove = vi.fn();
    render(<KarmaBoard view={view} onMove={onMove} busy={false} lastOutcome={after.outcome} />);
    const discarded = cells(/discarded$/);
    expect(discarded.length).toBe(100 - (view.high - view.low + 1));
    expect(discarded.every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    fireEvent.click(cell('Number 50, discarded'));
    expect(onMove).not.toHaveBeenCalled();
    expect(screen.getByText(new RegExp(`Still in play: ${view.low} to ${view.high}`))).toBeTruthy();
  });

  it('refuses a number outside the visible range even if pressed', () => {
    const view: KarmaView = { ...start.view, low: 51, high: 100, picks: [{ number: 50, hint: 'higher' }] };
    const onMove = vi.fn();
    render(<KarmaBoard view={view} onMove={onMove} busy={false} lastOutcome={null} />);
    fireEvent.click(cell('Number 12, discarded'));
    expect(onMove).not.toHaveBeenCalled();
  });

  it("once over, shows the found number and the rating from the step's final view", () => {
    // The final view, as the finishing move's answer carries it: the number found among the picks.
    const final: KarmaView = {
      ...start.view,
      low: 51,
      high: 60,
      picks: [
        { number: 50, hint: 'higher' },
        { number: 61, hint: 'lower' },
        { number: 55, hint: 'found' },
      ],
      rating: 9,
      over: true,
    };
    const onMove = vi.fn();
    render(
      <KarmaBoard
        view={final}
        onMove={onMove}
        busy
        over
        lastOutcome={{ kind: 'hit', message: 'Found: 55.', reveal: { hint: 'found' } }}
      />,
    );
    expect(cell('Number 55: found')).toBeTruthy();
    fireEvent.click(cell('Number 52'));
    expect(onMove).not.toHaveBeenCalled();
    expect(
      screen.getByText(
        'Found: 55. Your Karma rating is 9 of 99: 9 other numbers were still in play when you found it.',
      ),
    ).toBeTruthy();
  });
});

describe('KarmaBoard on a phone (issue 34 item 6: the zoomed row picker)', () => {
  const phone = () =>
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
  afterEach(() => vi.unstubAllGlobals());
  const shown = () =>
    Array.from(document.querySelectorAll<HTMLButtonElement>('.karma-row .karma-cell')).map((b) =>
      b.getAttribute('aria-label'),
    );

  it('opens the row of the middle number (51) and hides the 10x10 grid', () => {
    phone();
    render(<KarmaBoard view={start.view} onMove={vi.fn()} busy={false} lastOutcome={null} />);
    expect(document.querySelector<HTMLElement>('.karma-grid')!.hidden).toBe(true);
    expect(shown()).toEqual(Array.from({ length: 10 }, (_, i) => `Number ${51 + i}`));
    expect(screen.getByRole('button', { name: 'Show numbers 51–60' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('picks a number from another row in two taps', () => {
    phone();
    const onMove = vi.fn();
    render(<KarmaBoard view={start.view} onMove={onMove} busy={false} lastOutcome={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show numbers 81–90' }));
    fireEvent.click(screen.getByRole('button', { name: 'Number 87' }));
    expect(onMove).toHaveBeenCalledWith({ number: 87 });
  });

  it('disables the rows a wrong pick discarded and moves to a row still in play', () => {
    phone();
    const after = play(start, { number: 50 });
    const higher = after.view.low > 50;
    render(<KarmaBoard view={after.view} onMove={vi.fn()} busy={false} lastOutcome={null} />);
    const discardedRow = screen.getByRole('button', {
      name: higher ? 'Show numbers 1–10' : 'Show numbers 91–100',
    });
    expect((discardedRow as HTMLButtonElement).disabled).toBe(true);
    const middle = Math.round((after.view.low + after.view.high) / 2);
    const from = Math.floor((middle - 1) / 10) * 10 + 1;
    const open = screen.getAllByRole('button', { pressed: true });
    expect(open.map((b) => b.textContent)).toEqual([`Show numbers ${from}–${from + 9}`]);
    expect(shown().filter((name) => name === 'Number 50')).toEqual(from === 41 ? ['Number 50, discarded'] : []);
  });

  it('walks the big row with the arrow keys, crossing into the next row', () => {
    phone();
    const onMove = vi.fn();
    render(<KarmaBoard view={start.view} onMove={onMove} busy={false} lastOutcome={null} />);
    const first = screen.getByRole('button', { name: 'Number 51' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Number 50');
    expect(shown()[0]).toBe('Number 41');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Number 55');
    (document.activeElement as HTMLButtonElement).click();
    expect(onMove).toHaveBeenCalledWith({ number: 55 });
  });
});
