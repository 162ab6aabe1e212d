import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppRoutes, forgetFailedPages, preloadPage } from './app-routes';
import { findRoute, type AppRoute } from './routes';

describe('preloadPage', () => {
  it('loads a page once and marks its import as fulfilled, the way React reads a settled promise', async () => {
    const Page: ComponentType = () => null;
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const route: AppRoute = { path: '/a-test-page', title: 'Test', kind: 'info', load };
    const first = preloadPage(route);
    expect(preloadPage(route)).toBe(first);
    await first;
    expect(load).toHaveBeenCalledTimes(1);
    expect(first).toMatchObject({ status: 'fulfilled', value: { default: Page } });
  });

  it('renders a page loaded beforehand at once, without the page loader', async () => {
    await preloadPage(findRoute('/about-page')!);
    // A synchronous act: nothing may wait for a promise; a page that suspended would show the loader.
    act(() => {
      render(
        <Router hook={memoryLocation({ path: '/about-page' }).hook}>
          <AppRoutes />
        </Router>,
      );
    });
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  });
});

describe('a page whose chunk does not load', () => {
  it('keeps the failure until forgetFailedPages, then loads the chunk afresh', async () => {
    const Page: ComponentType = () => <h1>Loaded at last</h1>;
    const load = vi
      .fn<AppRoute['load']>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Page });
    const route: AppRoute = { path: '/a-flaky-page', title: 'Flaky', kind: 'info', load };
    const failed = preloadPage(route);
    await failed.catch(() => undefined);
    // Kept: a re-render shows the error instead of loading again in a loop while offline.
    expect(preloadPage(route)).toBe(failed);
    expect(failed).toMatchObject({ status: 'rejected' });
    forgetFailedPages();
    const again = preloadPage(route);
    expect(load).toHaveBeenCalledTimes(2);
    await again;
    expect(again).toMatchObject({ status: 'fulfilled' });
  });
});

describe('the page area when a page cannot be shown', () => {
  it('shows "This page could not be loaded" and "Try again" brings the page once its chunk loads', async () => {
    const route = findRoute('/terms-and-conditions')!;
    const real = route.load;
    const load = vi.spyOn(route, 'load').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      // An awaited act: React retries a component that suspended inside act only once act is awaited.
      await act(async () => {
        render(
          <Router hook={memoryLocation({ path: '/terms-and-conditions' }).hook}>
            <AppRoutes />
          </Router>,
        );
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toContain('Check your connection and try again');
      load.mockImplementation(real);
      await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
      expect(await screen.findByRole('heading', { level: 1, name: /terms/i })).toBeTruthy();
      expect(screen.queryByText('This page could not be loaded')).toBeNull();
    } finally {
      load.mockRestore();
      quiet.mockRestore();
    }
  });
});
