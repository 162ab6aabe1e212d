import { act, render, screen } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { AppRoutes, preloadPage } from './app-routes';
import { findRoute } from './routes';
import { TransitionLocation, useTransitionLocation, useTransitionSearch } from './transition-location';

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

const inApp = (children: ReactNode) => (
  <TransitionLocation>
    <Router hook={useTransitionLocation} searchHook={useTransitionSearch}>
      {children}
    </Router>
  </TransitionLocation>
);

describe('route changes as transitions', () => {
  it('keeps the current page on screen, not the page loader, while the next page loads', async () => {
    await preloadPage(findRoute('/about-page')!);
    window.history.replaceState(null, '', '/about-page');
    let arrive: (page: { default: ComponentType }) => void = () => undefined;
    const privacy = findRoute('/privacy-policy')!;
    vi.spyOn(privacy, 'load').mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    await act(async () => {
      render(inApp(<AppRoutes />));
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About Psi Circuit');

    await act(async () => navigate('/privacy-policy'));
    // The address has changed; the page on screen stays until the next one can render.
    expect(window.location.pathname).toBe('/privacy-policy');
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About Psi Circuit');

    await act(async () => arrive({ default: () => <h1>Privacy, loaded</h1> }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacy, loaded');
  });

  it('hands wouter the path and the search string of the same moment', async () => {
    function Where() {
      const [path] = useTransitionLocation();
      return <p>{`${path} ${useSearch()}`}</p>;
    }
    await act(async () => {
      render(inApp(<Where />));
    });
    await act(async () => navigate('/view-image?exercise=6'));
    expect(screen.getByText('/view-image exercise=6')).toBeTruthy();
    await act(async () => navigate('/about-page'));
    expect(screen.getByText('/about-page')).toBeTruthy();
  });

  it('refuses to run outside <TransitionLocation>, rather than showing a wrong page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Lost() {
      useTransitionLocation();
      return null;
    }
    expect(() => render(<Lost />)).toThrow(/need a <TransitionLocation> above them/);
  });
});
