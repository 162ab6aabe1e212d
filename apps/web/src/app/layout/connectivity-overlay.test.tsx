import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { offlineMode } from '../../lib/offline-mode';
import { ConnectivityOverlay, offersPlayOffline } from './connectivity-overlay';

describe('connectivity overlay', () => {
  it('shows the blocking loader and the Notification alert offline, and the loader goes on reconnection', () => {
    render(<ConnectivityOverlay />);
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

  it('offers Play offline on an information page and goes to exercise 1 to play it there (issue 34 item 8)', () => {
    history.pushState(null, '', '/about-page');
    render(<ConnectivityOverlay />);
    act(() => void window.dispatchEvent(new Event('offline')));
    fireEvent.click(screen.getByRole('button', { name: 'Play offline' }));
    expect(location.pathname).toBe('/game-ready-set-go');
    expect(offlineMode.get()).toBe('requested');
    act(() => {
      offlineMode.set('off');
      window.dispatchEvent(new Event('online'));
    });
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
