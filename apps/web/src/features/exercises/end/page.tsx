// Route game-end: the circuit's summary moment, after Karma (spec §2 and §4; docs/statistics.md).
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { storage } from '../../../lib/storage';
import { useCircuitStore } from '../../circuit/circuit-context';
import { ClaimMeter } from './claim-meter';
import { EndSummary } from './end-summary';
import { loadFinished, type EndData } from './load-finished';
import './end.css';

type State = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: EndData };

export default function EndPage() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const store = useCircuitStore();

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    loadFinished(store.current())
      .then((data) => {
        if (cancelled) return;
        // current_level is written at every exercise page (docs/api.md, the resume call): a restart here comes back here.
        if (data.kind === 'finished') storage.set('current_level', '/game-end');
        setState({ status: 'ready', data });
      })
      .catch((err: unknown) => {
        if (!cancelled)
          setState({ status: 'error', message: err instanceof Error ? err.message : 'Could not load your circuit.' });
      });
    return () => {
      cancelled = true;
    };
  }, [attempt, store]);

  return (
    <section className="page end-page" aria-labelledby="end-title">
      {state.status === 'ready' && state.data.kind === 'finished' && (
        <p className="end-page__eyebrow">The circuit is complete</p>
      )}
      <h1 id="end-title" className="end-page__title">
        End of the circuit
      </h1>
      {state.status === 'loading' && (
        <p className="end-page__status" role="status">
          Adding up your circuit…
        </p>
      )}
      {state.status === 'error' && (
        <div className="end-page__status" role="alert">
          <p>Could not load your circuit: {state.message}</p>
          <button type="button" className="btn btn--secondary" onClick={retry}>
            Try again
          </button>
        </div>
      )}
      {state.status === 'ready' && state.data.kind === 'finished' && (
        <>
          <EndSummary id={state.data.id} view={state.data.view} unverified={state.data.unverified ?? false} />
          <ClaimMeter circuitId={state.data.id} />
        </>
      )}
      {state.status === 'ready' && state.data.kind === 'in-progress' && (
        <div className="end-page__status">
          <p>Your circuit is not finished yet.</p>
          <Link href={`/${state.data.route}`} className="btn btn--primary">
            Carry on playing
          </Link>
        </div>
      )}
      {state.status === 'ready' && state.data.kind === 'none' && (
        <div className="end-page__status">
          <p>You have not finished a circuit yet. Play all sixteen exercises and your summary appears here.</p>
          <Link href="/game-ready-set-go" className="btn btn--primary">
            Play the circuit
          </Link>
        </div>
      )}
    </section>
  );
}
