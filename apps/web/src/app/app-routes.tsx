// Renders the routes table: each page is its own chunk, loaded on the first visit (or during the
// splash, for the page the app opens on: preloadPage).
import { Suspense, use, type ComponentType } from 'react';
import { Link, Route, Switch, useLocation } from 'wouter';
import { PageLoadFailed } from './page-load-failed';
import { routes, type AppRoute } from './routes';

type PageImport = Promise<{ default: ComponentType }>;

// Each page's import, marked with its outcome (status, value, reason) the way React's use() reads a
// promise: a page already loaded then renders at once.
const imports = new Map<string, PageImport>();

/**
 * Starts loading a route's page, once. The app calls it for its first page while the splash plays,
 * so when the splash hands over the page renders straight away instead of flashing the page loader
 * (which React.lazy would show for a moment even for a chunk already loaded).
 */
export function preloadPage(route: AppRoute): PageImport {
  let page = imports.get(route.path);
  if (!page) {
    const loading: PageImport = route.load();
    // The callbacks return nothing: returning `loading` itself (Object.assign's result) made the
    // promise .then() returns adopt a failed load, an unhandled rejection.
    loading.then(
      (value) => void Object.assign(loading, { status: 'fulfilled', value }),
      (reason: unknown) => void Object.assign(loading, { status: 'rejected', reason }),
    );
    imports.set(route.path, loading);
    page = loading;
  }
  return page;
}

/**
 * Forgets the imports that failed, so the next render loads those chunks afresh. Not done on the
 * failure itself: the re-render that shows the error would load again at once, and offline, fail
 * again, in a loop. PageLoadFailed calls it on "Try again" and when the player opens another path.
 */
export function forgetFailedPages(): void {
  for (const [path, page] of imports) if ((page as { status?: string }).status === 'rejected') imports.delete(path);
}

function LoadedPage({ route }: { route: AppRoute }) {
  const Page = use(preloadPage(route)).default;
  return <Page />;
}

const pages = new Map<string, ComponentType>(routes.map((route) => [route.path, () => <LoadedPage route={route} />]));

function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="ui-loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}

function NotFound() {
  return (
    <section className="page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>There is no page at this address.</p>
      <p>
        <Link href="/" className="btn btn--primary">
          Go to the start
        </Link>
      </p>
    </section>
  );
}

export function AppRoutes() {
  const [location] = useLocation();
  // Keyed by the path: a page that failed is not held against the next page the player opens. The
  // Suspense boundary is not keyed: it stays mounted, so a route change (a transition:
  // transition-location.tsx) keeps the current page on screen while the next page's chunk loads.
  return (
    <Suspense fallback={<PageLoading />}>
      <PageLoadFailed key={location} startAfresh={forgetFailedPages}>
        <Switch>
          {routes.map((r) => (
            <Route key={r.path} path={r.path} component={pages.get(r.path)} />
          ))}
          <Route component={NotFound} />
        </Switch>
      </PageLoadFailed>
    </Suspense>
  );
}
