import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConnectivityOverlay } from './connectivity-overlay';

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
});
