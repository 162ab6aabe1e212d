// The app frame around every page: header, main, footer, overlays; records the level and the title.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { OverlayHost } from '../../components/ui/overlays';
import { storage } from '../../lib/storage';
import { StartupResume } from '../../features/circuit/startup-resume';
import { AppRoutes } from '../app-routes';
import { findRoute, isLevelRoute } from '../routes';
import { ConnectivityOverlay } from './connectivity-overlay';
import { Footer } from './footer';
import { Header } from './header';

export function Shell() {
  const [path] = useLocation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);

  useEffect(() => {
    // Spec §3: current_level is the route of the last level, e.g. /game-family.
    if (isLevelRoute(path)) storage.set('current_level', path);
    const route = findRoute(path);
    document.title = route && route.path !== '/' ? `${route.title} · Psi Circuit` : 'Psi Circuit';
    // After an in-app navigation, move focus to the new page so screen readers start there.
    if (first.current) first.current = false;
    else main.current?.focus({ preventScroll: false });
    window.scrollTo?.(0, 0);
  }, [path]);

  return (
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
      <OverlayHost />
    </div>
  );
}
