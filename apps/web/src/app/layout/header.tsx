import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { Emblem } from '../../components/brand/emblem';
import { sound } from '../../lib/sound/sound';
import { SiteMenu } from './site-menu';

// The sound panel is loaded on first open: it is not part of the first load.
const SoundSettings = lazy(() => import('../../features/sound/sound-settings'));

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [soundOpen, setSoundOpen] = useState(false);
  const on = useSyncExternalStore(sound.subscribe, sound.isOn, sound.isOn);
  return (
    <header className="site-header">
      <Link href="/" className="site-header__brand" aria-label="Psi Circuit, start page">
        <Emblem size={34} />
        <span>Psi Circuit</span>
      </Link>
      <div className="site-header__actions">
        <button
          type="button"
          className="icon-btn"
          aria-label={`Sound settings (sound ${on ? 'on' : 'off'})`}
          onClick={() => setSoundOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
            {on ? (
              <path
                d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            ) : (
              <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            )}
          </svg>
        </button>
        <button
          type="button"
          className="icon-btn"
          aria-label="Menu"
          aria-haspopup="dialog"
          onClick={() => setMenuOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <SiteMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
      {soundOpen ? (
        <Suspense fallback={null}>
          <SoundSettings open onClose={() => setSoundOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
