// Mounted once by the app shell: the spec §7 resume call on start, behind the blocking loader,
// and the 'Session timeout.' alert watcher for every page.
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { BlockingLoader } from '../../components/ui/blocking-loader';
import { isLevelRoute } from '../../app/routes';
import { resumeLastLevel } from './resume-on-start';
import { useSessionTimeout } from './session-timeout';

const RESUME_TEXT = 'Please wait ......';
let started = false;

/** Paths where the app decides the page: the default path and the exercise levels (a deep link elsewhere is respected). */
function resumable(path: string): boolean {
  return path === '/' || isLevelRoute(path);
}

export function StartupResume() {
  const [location, navigate] = useLocation();
  const [loading, setLoading] = useState(() => !started && resumable(location));
  useSessionTimeout();

  useEffect(() => {
    if (started) return;
    started = true;
    if (!resumable(location)) return;
    void resumeLastLevel().then((target) => {
      setLoading(false);
      if (target && target.path !== location && resumable(window.location.pathname)) navigate(target.path, { replace: true });
    });
    // Once per app start (module flag): later navigations are the player's.
  }, []);

  return <BlockingLoader open={loading} message={RESUME_TEXT} />;
}
