import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CircuitProvider } from '../../features/circuit/circuit-context';
import { createCircuitStore } from '../../features/circuit/circuit-store';
import { ConnectivityOverlay, offersPlayOffline } from './connectivity-overlay';

/** The overlay in a fresh app run; the store shows what Play offline asked for. */
function mount() {
  const store = createCircuitStore();
  render(
    <CircuitProvider store={store}>
      <ConnectivityOverlay />
    </CircuitProvider>,
  );
  return store;
}

describe('connectivity overlay', () => {
  it('shows the blocking loader and the Notification alert offline, and the loader goes on reconnection', () => {
    mount();
    expect(screen.queryByText('Please wait ......')).toBeNull();

    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getAllByText('Please wait ......').length).toBeGreaterThan(0);
    const alert = screen.getByRole('alertdialog', { name: 'Notification' });
    expect(alert.textContent).toContain('Not connected to Internet');

    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog', { name: 'Notification' })).toBeNull();
    expect(screen.getAllByText('Please wait ......').length).toBeGreaterThan(0);

    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText('Please wait ......')).toBeNull();
  });

  it('lets an offline circuit under way play without the loader', () => {
    const store = mount();
    act(() => store.offlineMode.set('on'));
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.queryByText('Please wait ......')).toBeNull();
    expect(screen.getByRole('alertdialog', { name: 'Notification' })).toBeTruthy();
    act(() => void window.dispatchEvent(new Event('online')));
  });

  it('offers Play offline on an information page and goes to exercise 1 to play it there (issue 34 item 8)', () => {
    history.pushState(null, '', '/about-page');
    const store = mount();
    act(() => void window.dispatchEvent(new Event('offline')));
    fireEvent.click(screen.getByRole('button', { name: 'Play offline' }));
    expect(location.pathname).toBe('/game-ready-set-go');
    expect(store.offlineMode.get()).toBe('requested');
    act(() => void window.dispatchEvent(new Event('online')));
  });
});

describe('offersPlayOffline', () => {
  it.each([
    ['/about-page', 'off', true],
    ['/world-psychic-experiment', 'off', true],
    ['/game-end', 'off', true],
    ['/game-begins', 'off', true],
    // A verified circuit under way waits for the network; its start offers it through the exercise screen.
    ['/game-doors', 'off', false],
    ['/game-ready-set-go', 'off', false],
    ['/game-ready-set-go', 'offered', true],
    ['/about-page', 'requested', false],
    ['/game-family', 'on', false],
  ] as const)('on %s with the mode %s: %s', (path, mode, offered) => {
    expect(offersPlayOffline(path, mode)).toBe(offered);
  });
});
