import { act, fireEvent, render, screen } from '@testing-library/react';
import type { DoorState, DoorsView } from '@psi/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOOR_SWING_MS } from '../../circuit/reveal-timing';
import { renderWithReveal } from '../../circuit/reveal-test-kit';
import { expectKeyboardReachable } from '../../circuit/board-test-kit';
import { DoorsBoard } from './board';

const closedWalls = (): DoorState[][] => Array.from({ length: 6 }, () => ['closed', 'closed', 'closed', 'closed']);
const fresh: DoorsView = {
  step: 'doors',
  walls: closedWalls(),
  currentWall: 0,
  lockedHits: 0,
  lockedDoors: [null, null, null, null, null, null],
  colours: ['blue', 'green', 'red', 'purple'],
  over: false,
  score: null,
};

afterEach(() => vi.useRealTimers());

describe('DoorsBoard', () => {
  it('shows the four coloured doors of the first wall', () => {
    render(<DoorsBoard view={fresh} onMove={vi.fn()} busy={false} lastOutcome={null} />);
    expect(screen.getByText(/Wall 1 of 6/)).toBeTruthy();
    for (const colour of ['blue', 'green', 'red', 'purple'])
      expect(screen.getByRole('button', { name: `Open the ${colour} door` })).toBeTruthy();
  });

  it('sends the index of the door on the current wall', () => {
    const onMove = vi.fn();
    render(<DoorsBoard view={fresh} onMove={onMove} busy={false} lastOutcome={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open the red door' }));
    expect(onMove).toHaveBeenCalledWith({ door: 2 });
  });

  it('keeps a locked door marked and refuses it again', () => {
    const walls = closedWalls();
    walls[0] = ['closed', 'locked', 'closed', 'closed'];
    const onMove = vi.fn();
    render(<DoorsBoard view={{ ...fresh, walls, lockedHits: 1 }} onMove={onMove} busy={false} lastOutcome={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'The green door: locked' }));
    expect(onMove).not.toHaveBeenCalled();
    expect(screen.getByRole('list', { name: /1 locked door hit/ })).toBeTruthy();
  });

  it('plays the wall the view says is current', () => {
    const walls = closedWalls();
    walls[0] = ['open', 'closed', 'closed', 'closed'];
    render(<DoorsBoard view={{ ...fresh, walls, currentWall: 1 }} onMove={vi.fn()} busy={false} lastOutcome={null} />);
    expect(screen.getByText(/Wall 2 of 6/)).toBeTruthy();
  });

  it("shows the final door open from the step's final view", () => {
    // As the finishing move's answer carries it: every wall passed, the last through its purple door.
    const walls = closedWalls().map((w) => ['open', ...w.slice(1)] as DoorState[]);
    walls[5] = ['closed', 'closed', 'closed', 'open'];
    render(
      <DoorsBoard
        view={{ ...fresh, walls, currentWall: 6, over: true, score: 1 }}
        onMove={vi.fn()}
        busy
        over
        lastOutcome={{ kind: 'hit', message: 'Through!', reveal: { wall: 5, index: 3, state: 'open' } }}
      />,
    );
    expect(screen.getByRole('button', { name: 'The purple door: open' })).toBeTruthy();
  });

  it('can be played by keyboard', () => {
    render(<DoorsBoard view={fresh} onMove={vi.fn()} busy={false} lastOutcome={null} />);
    expectKeyboardReachable(screen.getAllByRole('button'));
  });

  it('swings the chosen door open on its wall before the next wall comes up (issue 34)', () => {
    vi.useFakeTimers();
    const { answer } = renderWithReveal('doors', DoorsBoard, fresh);
    fireEvent.click(screen.getByRole('button', { name: 'Open the red door' }));
    const walls = closedWalls();
    walls[0] = ['closed', 'closed', 'open', 'closed'];
    answer(
      { ...fresh, walls, currentWall: 1 },
      { kind: 'hit', message: 'The door opens.', reveal: { wall: 0, index: 2, state: 'open' } },
    );
    expect(screen.getByRole('group', { name: 'Wall 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'The red door: open' })).toBeTruthy();
    expect(screen.getByText('Through wall 1!')).toBeTruthy();
    expect(screen.getByTestId('result').textContent).toBe('');
    act(() => vi.advanceTimersByTime(DOOR_SWING_MS));
    expect(screen.getByRole('group', { name: 'Wall 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open the red door' })).toBeTruthy();
    expect(screen.getByTestId('result').textContent).toBe('The door opens.');
  });

  it("shows the passed wall's locked door, padlocked, before the next wall comes up (issue 34 a)", () => {
    vi.useFakeTimers();
    const { answer } = renderWithReveal('doors', DoorsBoard, fresh);
    // Until the wall is passed nothing says which door is locked.
    expect(screen.queryByRole('button', { name: /: locked$/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open the blue door' }));
    const walls = closedWalls();
    walls[0] = ['open', 'closed', 'closed', 'closed'];
    answer(
      { ...fresh, walls, currentWall: 1, lockedDoors: [2, null, null, null, null, null] },
      { kind: 'hit', message: 'The door opens.', reveal: { wall: 0, index: 0, state: 'open', locked: 2 } },
    );
    expect(screen.getByRole('button', { name: 'The red door: locked' })).toBeTruthy();
    expect(screen.getByText('Through wall 1! The locked door was the red door.')).toBeTruthy();
    // The map moves with the reveal: the wall is not counted passed, nor its door drawn open, yet.
    expect(screen.getByRole('list', { name: 'Walls: 0 of 6 passed, 0 locked doors hit' })).toBeTruthy();
    expect(document.querySelectorAll('.doors-map__door.is-open')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(DOOR_SWING_MS));
    expect(screen.getByRole('list', { name: 'Walls: 1 of 6 passed, 0 locked doors hit' })).toBeTruthy();
    expect(document.querySelectorAll('.doors-map__door.is-open')).toHaveLength(1);
    // The next wall is all closed; the map keeps the passed wall's lock marked.
    expect(screen.getByRole('button', { name: 'Open the red door' })).toBeTruthy();
    expect(document.querySelectorAll('.doors-map__door.was-locked')).toHaveLength(1);
  });

  it('does not tell again the locked door the player hit on a wall', () => {
    const walls = closedWalls();
    walls[0] = ['open', 'locked', 'closed', 'closed'];
    render(
      <DoorsBoard
        view={{ ...fresh, walls, currentWall: 1, lockedHits: 1, lockedDoors: [1, null, null, null, null, null] }}
        onMove={vi.fn()}
        busy
        revealing
        lastOutcome={{
          kind: 'hit',
          message: 'The door opens.',
          reveal: { wall: 0, index: 0, state: 'open', locked: 1 },
        }}
      />,
    );
    expect(screen.getByText('Through wall 1!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'The green door: locked' })).toBeTruthy();
  });

  it('shows the locked door, then counts it on the locked-door counter (issue 34)', () => {
    vi.useFakeTimers();
    const { answer } = renderWithReveal('doors', DoorsBoard, fresh);
    expect(screen.getByTestId('locked-tally').textContent).toContain('Locked doors hit: 0');
    fireEvent.click(screen.getByRole('button', { name: 'Open the green door' }));
    const walls = closedWalls();
    walls[0] = ['closed', 'locked', 'closed', 'closed'];
    answer(
      { ...fresh, walls, lockedHits: 1 },
      { kind: 'miss', message: 'Locked.', reveal: { wall: 0, index: 1, state: 'locked' } },
    );
    expect(screen.getByRole('button', { name: 'The green door: locked' })).toBeTruthy();
    expect(screen.getByTestId('locked-tally').textContent).toContain('Locked doors hit: 0');
    expect(screen.getByTestId('result').textContent).toBe('');
    act(() => vi.advanceTimersByTime(DOOR_SWING_MS));
    expect(screen.getByTestId('locked-tally').textContent).toContain('Locked doors hit: 1');
    expect(screen.getByTestId('result').textContent).toBe('Locked.');
  });
});
