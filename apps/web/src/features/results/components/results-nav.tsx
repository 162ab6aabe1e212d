import { Link } from 'wouter';

const PAGES = [
  { path: '/psychic-end-score', label: 'End score' },
  { path: '/psychic-performance-score', label: 'Performance' },
  { path: '/world-psychic-experiment', label: 'World' },
  { path: '/my-score', label: 'My score' },
] as const;

/** Links between the four results pages, carrying the circuit being shown. */
export function ResultsNav({ current, circuitId }: { current: string; circuitId?: string | null }) {
  const query = circuitId ? `?circuit=${encodeURIComponent(circuitId)}` : '';
  return (
    <nav className="results-nav" aria-label="Results">
      <ul>
        {PAGES.map((p) => (
          <li key={p.path}>
            <Link
              href={`${p.path}${p.path === '/world-psychic-experiment' || p.path === '/my-score' ? '' : query}`}
              className="results-nav__link"
              aria-current={p.path === current ? 'page' : undefined}
            >
              {p.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
