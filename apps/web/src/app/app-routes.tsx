// Renders the routes table: one React.lazy component per route, so each page is its own chunk.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Link, Route, Switch } from 'wouter';
import { routes } from './routes';

const pages = new Map<string, LazyExoticComponent<ComponentType>>(routes.map((r) => [r.path, lazy(r.load)]));

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
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        {routes.map((r) => (
          <Route key={r.path} path={r.path} component={pages.get(r.path)} />
        ))}
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}
