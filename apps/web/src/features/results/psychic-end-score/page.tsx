// Results: the circuit's main score, said honestly against par, its Golden Orbs and Game Karma
// (spec §1, docs/statistics.md).
import { Link, useSearch } from 'wouter';
import { GOOD_OUTCOME, ORB_COUNT } from '@psi/engine';
import { getCircuit } from '../../../lib/api/circuits';
import { formatNumber } from '../../../components/charts/format';
import { findFinishedCircuit } from '../hooks/finished-circuit';
import { useLoad } from '../../../lib/use-load';
import { LoadState, NoCircuitYet } from '../components/load-state';
import { ResultsNav } from '../components/results-nav';
import { OutcomeBadge } from '../components/score-badge';
import { OrbRow } from '../components/orb-row';
import { KarmaMeter } from '../components/karma-meter';
import { useChanceFigures } from '../stats/use-chance-figures';
import { outcomeSentence } from '../stats/plain-words';
import '../results.css';

async function load(search: string) {
  const id = await findFinishedCircuit(search);
  if (!id) return null;
  const snapshot = await getCircuit(id);
  return { id, view: snapshot.view };
}

export default function PsychicEndScorePage() {
  const search = useSearch();
  const resource = useLoad(`end${search}`, () => load(search));
  const circuitId = resource.status === 'ready' ? resource.data?.id : null;
  // Exact figures arrive from a worker a moment after the page paints.
  const figures = useChanceFigures();
  const guessersBelowPar = figures?.guessersBelowPar ?? null;
  const karmaMean = figures?.karmaMean ?? null;
  return (
    <section className="page page--results results" aria-labelledby="results-title">
      <p className="page__eyebrow">Results</p>
      <h1 id="results-title">Your psychic end score</h1>
      <ResultsNav current="/psychic-end-score" circuitId={circuitId} />
      <LoadState resource={resource} what="your circuit">
        {(data) => {
          if (!data) return <NoCircuitYet />;
          const { view } = data;
          if (!view.over) {
            return (
              <div className="results-empty">
                <p>This circuit is not finished yet.</p>
                <Link href={`/${view.route}`} className="btn btn--primary">
                  Carry on playing
                </Link>
              </div>
            );
          }
          const good = view.goodOutcome ?? view.mainScore < GOOD_OUTCOME;
          return (
            <>
              <div className="results-card results-card--hero">
                <p className="results-hero__label">Main score</p>
                <p className="results-hero__score" data-testid="main-score">
                  {view.mainScore}
                </p>
                <OutcomeBadge good={good} />
                <p className="results-hero__text">
                  {outcomeSentence(view.mainScore, good, GOOD_OUTCOME, guessersBelowPar)}
                </p>
                <p className="results-hero__hint">
                  Lower is better: each exercise scores the attempts it took, 1 at best.
                </p>
              </div>

              <div className="results-card">
                <h2>
                  Golden Orbs: {view.orbs.length} of {ORB_COUNT}
                </h2>
                <OrbRow won={view.orbs} />
              </div>

              <div className="results-card">
                <h2>
                  Game Karma: {view.karma ?? '–'} <span className="results-card__of">of 99</span>
                </h2>
                {view.karma !== null && <KarmaMeter karma={view.karma} chanceMean={karmaMean} />}
                <p>
                  The numbers still in play besides the hidden one when you found it: 0 is the worst rating, 99 the
                  best.
                  {karmaMean !== null &&
                    ` A pure guesser averages ${formatNumber(karmaMean, 1)} (the white mark).`}{' '}
                  Karma is rated apart and never added to the main score.
                </p>
              </div>

              <div className="actions">
                <Link
                  href={`/psychic-performance-score?circuit=${encodeURIComponent(data.id)}`}
                  className="btn btn--primary"
                >
                  See your performance and the fairness proof
                </Link>
                <Link href="/world-psychic-experiment" className="btn btn--secondary">
                  The world experiment
                </Link>
                <Link href="/game-ready-set-go" className="btn btn--ghost">
                  Play again
                </Link>
              </div>
            </>
          );
        }}
      </LoadState>
    </section>
  );
}
