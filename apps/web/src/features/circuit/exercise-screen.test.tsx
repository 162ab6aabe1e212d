import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { setFetch } from '../../lib/api/http';
import { OverlayHost } from '../../components/ui/overlays';
import { sound } from '../../lib/sound/sound';
import { storage } from '../../lib/storage';
import type { BoardProps } from '../exercises/board-props';
import { instructionFor } from '../instructions/texts';
import { CircuitProvider } from './circuit-context';
import { createCircuitStore } from './circuit-store';
import { ExerciseScreen } from './exercise-screen';
import { fakeServer, type FakeServer } from './fake-server';

/** A bare board: one button per card still to try. */
function TestBoard({ view, onMove, busy }: BoardProps<'ready-set-go'>) {
  return (
    <div>
      <p>tried: {view.tried.join(',') || 'none'}</p>
      {view.options.map((card) => (
        <button
          key={card}
          type="button"
          disabled={busy || view.tried.includes(card)}
          onClick={() => onMove({ choice: card })}
        >
          pick {card}
        </button>
      ))}
    </div>
  );
}

let server: FakeServer;

/** A seed byte whose Ready Set Go card is the right one, so picking left and then middle both miss. */
const RIGHT_IS_GO = 8;
/** Serves the circuit of `seedByte` instead of the default one. */
function serveSeed(seedByte: number) {
  server = fakeServer(seedByte);
  setFetch(server.fetch);
}

/** A fresh app run (its own circuit store) showing exercise 1 at `path`. */
function mount(path: string, store = createCircuitStore()) {
  const location = memoryLocation({ path, record: true });
  render(
    <CircuitProvider store={store}>
      <Router hook={location.hook}>
        <ExerciseScreen step="ready-set-go" Board={TestBoard} instruction={instructionFor(1)!} />
        <OverlayHost />
      </Router>
    </CircuitProvider>,
  );
  return location;
}

/** A board for any step that draws nothing of it: these pages are about loading, not playing. */
function BareBoard() {
  return <p>a board</p>;
}

/** Another exercise page at `path`, in the app run of `store`. */
function mountStep(step: 'family' | 'doors' | 'karma', path: string, store = createCircuitStore()) {
  const numbers = { family: 2, doors: 6, karma: 16 };
  const location = memoryLocation({ path, record: true });
  render(
    <CircuitProvider store={store}>
      <Router hook={location.hook}>
        <ExerciseScreen step={step} Board={BareBoard} instruction={instructionFor(numbers[step])!} />
      </Router>
    </CircuitProvider>,
  );
  return location;
}

/** Plays exercise 1 to its end: left, middle, right until found. */
async function finishFirstExercise() {
  await screen.findByText('tried: none');
  for (const [i, card] of (['left', 'middle', 'right'] as const).entries()) {
    fireEvent.click(screen.getByText(`pick ${card}`));
    if ((await settled(i + 1)) === 'over') return;
  }
}

/**
 * Waits until the n-th move is answered on screen and its reveal is over (the stage no longer busy):
 * the card shows as tried, or Continue appears.
 */
async function settled(n: number): Promise<'playing' | 'over'> {
  let result: 'playing' | 'over' = 'playing';
  await waitFor(() => {
    expect(server.state()?.moves).toBe(n);
    expect(document.querySelector('.circuit__stage')?.getAttribute('aria-busy')).toBe('false');
    if (screen.queryByText('Continue')) result = 'over';
    else
      expect(
        screen
          .getByText(/^tried: /)
          .textContent?.replace('tried: ', '')
          .split(',')
          .filter((c) => c !== 'none'),
      ).toHaveLength(n);
  });
  return result;
}

beforeEach(() => {
  server = fakeServer();
  setFetch(server.fetch);
  vi.spyOn(sound, 'play').mockResolvedValue();
});

afterEach(() => {
  setFetch(null);
  vi.restoreAllMocks();
});

describe('ExerciseScreen', () => {
  it('creates an anonymous player, starts a circuit and stores the identifiers and the level', async () => {
    mount('/game-ready-set-go');
    await screen.findByText('tried: none');
    // A player made just now has no circuit: none is asked for before the start.
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/players', 'POST /api/circuits']);
    expect(storage.get('userid')).toBe('u1');
    expect(storage.get('cuid')).toBe('cu1');
    expect(storage.get('session_id')).toBe('s1');
    expect(storage.get('current_level')).toBe('/game-ready-set-go');
    expect(screen.getByText('Exercise 1 of 16')).toBeTruthy();
  });

  it('sends moves with the running seq, plays the outcome sound and reads the outcome aloud', async () => {
    serveSeed(RIGHT_IS_GO);
    mount('/game-ready-set-go');
    fireEvent.click(await screen.findByText('pick left'));
    expect(await settled(1)).toBe('playing');
    expect(server.requests.at(-1)?.body).toEqual({ seq: 0, step: 'ready-set-go', move: { choice: 'left' } });
    expect(sound.play).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[aria-live="polite"]')?.textContent).not.toBe('');
    fireEvent.click(screen.getByText('pick middle'));
    await settled(2);
    expect(server.requests.at(-1)?.body).toEqual({ seq: 1, step: 'ready-set-go', move: { choice: 'middle' } });
  });

  it('holds the answer, the score and Continue back while the board reveals it (issue 34)', async () => {
    serveSeed(RIGHT_IS_GO);
    mount('/game-ready-set-go');
    fireEvent.click(await screen.findByText('pick left'));
    // The answer is in (the board draws it) but its reveal runs: the dock and the header wait.
    await screen.findByText('tried: left');
    const stage = document.querySelector('.circuit__stage')!;
    expect(stage.getAttribute('aria-busy')).toBe('true');
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('');
    expect(document.querySelector('.circuit-header__score')?.textContent).toBe('0');
    // The miss is heard when it is shown, with its words, not as the answer arrives.
    expect(sound.play).not.toHaveBeenCalled();
    await waitFor(() => expect(stage.getAttribute('aria-busy')).toBe('false'));
    expect(document.querySelector('[aria-live="polite"]')?.textContent).not.toBe('');
    expect(sound.play).toHaveBeenCalledTimes(1);
    expect(sound.play).toHaveBeenCalledWith('flip-fail');
    // "Score so far" moves with the miss, not only at the exercise's end.
    expect(document.querySelector('.circuit-header__score')?.textContent).toBe('1');
  });

  it('jumps to the end of a reveal on a tap', async () => {
    serveSeed(RIGHT_IS_GO);
    mount('/game-ready-set-go');
    fireEvent.click(await screen.findByText('pick left'));
    await screen.findByText('tried: left');
    const stage = document.querySelector('.circuit__stage')!;
    expect(stage.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(stage);
    expect(stage.getAttribute('aria-busy')).toBe('false');
    expect(document.querySelector('[aria-live="polite"]')?.textContent).not.toBe('');
  });

  it('shows the circuit’s commitment fingerprint at its start, the one the proof later checks', async () => {
    mount('/game-ready-set-go');
    await screen.findByText('tried: none');
    expect(screen.getByTestId('start-commitment').textContent).toContain('fingerprint');
    expect(screen.getByTestId('start-commitment').textContent).toContain('ab');
  });

  it('puts the outcome and Continue together in the dock, the outcome in a polite live region', async () => {
    mount('/game-ready-set-go');
    await screen.findByText('tried: none');
    for (const [i, card] of (['left', 'middle', 'right'] as const).entries()) {
      fireEvent.click(screen.getByText(`pick ${card}`));
      if ((await settled(i + 1)) === 'over') break;
    }
    const dock = screen.getByTestId('outcome-dock');
    expect(dock.querySelector('[aria-live="polite"]')?.textContent).toMatch(
      /^Found: the (left|middle|right) card, in [123] picks?\.$/,
    );
    expect(dock.contains(screen.getByText('Continue'))).toBe(true);
  });

  it('offers Continue to the next route once the step is over', async () => {
    const location = mount('/game-ready-set-go');
    await screen.findByText('tried: none');
    for (const [i, card] of (['left', 'middle', 'right'] as const).entries()) {
      fireEvent.click(screen.getByText(`pick ${card}`));
      if ((await settled(i + 1)) === 'over') break;
    }
    fireEvent.click(screen.getByText('Continue'));
    expect(location.history.at(-1)).toBe('/game-family');
  });

  it('keeps the circuit for the next exercise page of the same app run: no round trip to load it', async () => {
    const store = createCircuitStore();
    mount('/game-ready-set-go', store);
    await finishFirstExercise();
    expect(store.current()?.view.step).toBe('family');
    const asked = server.requests.length;
    cleanup();
    mountStep('family', '/game-family', store);
    expect(await screen.findByText('Exercise 2 of 16')).toBeTruthy();
    expect(server.requests.length).toBe(asked);
  });

  it('asks a stored player for their unfinished circuit before starting one', async () => {
    storage.set('session_id', 's1');
    mount('/game-ready-set-go');
    await screen.findByText('tried: none');
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/circuits/active',
      'POST /api/circuits',
    ]);
  });

  it('goes to the circuit’s real step when the address names another one', async () => {
    storage.set('session_id', 's1');
    server.fetch('/api/circuits', { method: 'POST', headers: { Authorization: 'Bearer s1' } });
    const location = mountStep('doors', '/game-doors');
    await waitFor(() => expect(location.history.at(-1)).toBe('/game-ready-set-go'));
  });

  it('starts no circuit from a later exercise when none is under way: game-end sums up the last one', async () => {
    storage.set('session_id', 's1');
    const location = mountStep('karma', '/game-karma');
    await waitFor(() => expect(location.history.at(-1)).toBe('/game-end'));
    // Asked once per mount: StrictMode (test/setup.ts) mounts the screen twice, as in development.
    expect(new Set(server.requests.map((r) => `${r.method} ${r.url}`))).toEqual(new Set(['GET /api/circuits/active']));
    expect(server.state()).toBeNull();
  });

  it('resumes after a reload at the same attempt: the server view is fetched again', async () => {
    serveSeed(RIGHT_IS_GO);
    mount('/game-ready-set-go');
    fireEvent.click(await screen.findByText('pick left'));
    await waitFor(() => expect(server.state()?.moves).toBe(1));
    expect(server.state()?.index).toBe(0); // left missed: the exercise is still under way to resume
    // A reload is a new app run: a new store, nothing of the circuit in memory.
    cleanup();
    mount('/game-ready-set-go');
    expect(await screen.findByText('tried: left')).toBeTruthy();
  });

  it('retries a move once with the same seq when the network drops it', async () => {
    mount('/game-ready-set-go');
    const left = await screen.findByText('pick left');
    server.dropNext(1);
    fireEvent.click(left);
    await waitFor(() => expect(server.state()?.moves).toBe(1));
    const moves = server.requests.filter((r) => r.url.endsWith('/moves'));
    expect(moves.map((m) => (m.body as { seq: number }).seq)).toEqual([0, 0]);
  });

  it('shows the Session timeout alert, whose Play Again clears stored data, forgets the circuit and restarts', async () => {
    storage.set('session_id', 'expired');
    storage.set('current_level', '/game-doors');
    // The last circuit of this app run, finished: the page asks the server for an unfinished one.
    const store = createCircuitStore();
    store.remember({ id: 'old', commitment: '', seq: 60, view: { over: true } as never, lastOutcome: null });
    const location = mount('/game-ready-set-go', store);
    expect(await screen.findByRole('alertdialog', { name: 'Session timeout.' })).toBeTruthy();
    // StrictMode mounts the screen twice and the start-up watcher would make three: one alert shows.
    expect(screen.getAllByRole('alertdialog', { name: 'Session timeout.' })).toHaveLength(1);
    fireEvent.click(screen.getByText('Play Again'));
    await waitFor(() => expect(storage.get('current_level')).toBeNull());
    expect(storage.get('session_id')).toBeNull();
    expect(store.current()).toBeNull();
    expect(store.sessionExpired.get()).toBe(false);
    expect(location.history.at(-1)).toBe('/game-ready-set-go');
  });

  it('offers a logged-in player Log in on Session timeout, which returns to the level after logging in', async () => {
    storage.set('logined_user', '1');
    storage.set('session_id', 'expired');
    storage.set('current_level', '/game-doors');
    const location = mount('/game-ready-set-go');
    expect(
      await screen.findByText(
        'Your session has ended. Log in again to carry on: your circuits and your average are kept in your account.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Play Again')).toBeTruthy();
    fireEvent.click(screen.getByText('Log in'));
    await waitFor(() => expect(location.history.at(-1)).toBe('/login'));
    expect(storage.get('logined_user')).toBeNull();
    expect(storage.get('session_id')).toBeNull();
    expect(storage.get('redirect_page')).toBe('/game-doors');
  });
});
