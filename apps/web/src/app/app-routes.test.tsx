import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppRoutes, preloadPage } from './app-routes';
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
