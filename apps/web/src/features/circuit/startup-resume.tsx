// Mounted once by the app shell: the spec §7 resume call on start, behind the blocking loader,
// and the 'Session timeout.' alert watcher for every page.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { BlockingLoader } from '../../components/ui/blocking-loader';
import { isLevelRoute } from '../../app/routes';
import { useCircuitStore } from './circuit-context';
import { resumeLastLevel } from './resume-on-start';
import { useSessionTimeout } from './session-timeout';

const RESUME_TEXT = 'Please wait ......';

/** Paths where the app decides the page: the default path and the exercise levels (a deep link elsewhere is respected). */
function resumable(path: string): boolean {
  return path === '/' || isLevelRoute(path);
}

export function StartupResume() {
  const [location, navigate] = useLocation();
  const store = useCircuitStore();
  const [loading, setLoading] = useState(() => !store.startupResumeClaimed() && resumable(location));
  useSessionTimeout();
  // The path the app started on: later navigations are the player's, not a reason to resume again.
  const startedOn = useRef({ location, navigate });

  useEffect(() => {
    // StrictMode runs the effect twice on mount: the call goes out once.
    if (!store.claimStartupResume()) return;
    const { location: startPath, navigate: go } = startedOn.current;
    if (!resumable(startPath)) return;
    void resumeLastLevel(store).then((target) => {
      setLoading(false);
      if (target && target.path !== startPath && resumable(window.location.pathname))
        go(target.path, { replace: true });
    });
  }, [store]);

  return <BlockingLoader open={loading} message={RESUME_TEXT} />;
}
