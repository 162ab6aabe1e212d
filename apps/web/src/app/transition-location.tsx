// The browser's path for wouter's <Router hook>, updated as a transition. wouter's own hook reads the
// path through useSyncExternalStore, whose updates React always renders at once, so opening a page
// whose chunk was not loaded yet swapped the page on screen for the page loader until it came.
// As a transition, React keeps the current page on screen (and responsive) while the next one loads,
// then shows it whole; a page already loaded still renders straight away.
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';

// wouter's module patches pushState and replaceState to dispatch events of those names.
const HISTORY_EVENTS = ['popstate', 'pushState', 'replaceState'] as const;

interface Place {
  path: string;
  search: string;
}

const PlaceContext = createContext<Place | null>(null);

const here = (): Place => ({ path: window.location.pathname, search: window.location.search });

/** Holds the current path and search for the routes below; one subscription for the whole app. */
export function TransitionLocation({ children }: { children: ReactNode }) {
  const [place, setPlace] = useState(here);
  useEffect(() => {
    // Path and search move together, so a page never renders with the next page's search string.
    const follow = () =>
      startTransition(() =>
        setPlace((now) => {
          const next = here();
          return next.path === now.path && next.search === now.search ? now : next;
        }),
      );
    for (const type of HISTORY_EVENTS) window.addEventListener(type, follow);
    // A navigation between the first render and this subscription is not missed.
    follow();
    return () => {
      for (const type of HISTORY_EVENTS) window.removeEventListener(type, follow);
    };
  }, []);
  return <PlaceContext value={place}>{children}</PlaceContext>;
}

function usePlace(): Place {
  const place = useContext(PlaceContext);
  if (place === null) throw new Error('the transition location hooks need a <TransitionLocation> above them');
  return place;
}

/** wouter's location hook (<Router hook>), read from the nearest <TransitionLocation>. */
export function useTransitionLocation(): [string, typeof navigate] {
  return [usePlace().path, navigate];
}

/** wouter's search hook (<Router searchHook>): `location.search`, as wouter's own (useSearch drops the "?"). */
export function useTransitionSearch(): string {
  return usePlace().search;
}
