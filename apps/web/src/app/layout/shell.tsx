// The app frame around every page: header, main, footer, overlays; sets the title and moves focus.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { OverlayHost } from '../../components/ui/overlays';
import { CircuitProvider } from '../../features/circuit/circuit-context';
import { StartupResume } from '../../features/circuit/startup-resume';
import { AnswerWatcher } from '../../features/feedback/answer-watcher';
import { OfflineSyncRunner } from '../../features/circuit/offline-sync-runner';
import { AppRoutes } from '../app-routes';
import { findRoute } from '../routes';
import { ConnectivityOverlay } from './connectivity-overlay';
import { UpdatePrompt } from './update-prompt';
import { Footer } from './footer';
import { Header } from './header';

export function Shell() {
  const [path] = useLocation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);

  useEffect(() => {
    // current_level (spec §3) is written by the exercise screen once the server confirms the step,
    // not here: a typed-in URL of another exercise would otherwise be recorded for a moment.
    const route = findRoute(path);
    document.title = route && route.path !== '/' ? `${route.title} · Psi Circuit` : 'Psi Circuit';
    // After an in-app navigation, move focus to the new page so screen readers start there.
    if (first.current) first.current = false;
    else main.current?.focus({ preventScroll: false });
    window.scrollTo?.(0, 0);
  }, [path]);

  // One circuit store for this run of the app, for the pages and the watchers alike.
  return (
    <CircuitProvider>
      <div className="shell">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <Header />
        <main id="main" ref={main} tabIndex={-1} className="shell__main">
          <AppRoutes />
        </main>
        <Footer />
        <ConnectivityOverlay />
        <StartupResume />
        <AnswerWatcher enabled={!path.startsWith('/admin')} />
        <OfflineSyncRunner />
        <UpdatePrompt />
        <OverlayHost />
      </div>
    </CircuitProvider>
  );
}
