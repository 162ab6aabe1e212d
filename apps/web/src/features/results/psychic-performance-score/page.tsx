// Results: each exercise against its chance mean, the main score among pure guessers in plain words (its p-value
// under "What does this mean?", issue 34 item 7), and the fairness proof checked here in the browser (docs/statistics.md).
import { Link, useSearch } from 'wouter';
import { chanceMean, guesserRank, pValue, STEPS, type CircuitView } from '@psi/engine';
import { circuitProof, getCircuit } from '../../../lib/api/circuits';
import { ChanceGauge } from '../../../components/charts/chance-gauge';
import { ExerciseBars, type ExerciseBar } from '../../../components/charts/exercise-bars';
import { findFinishedCircuit } from '../hooks/finished-circuit';
import { useLoad } from '../../../lib/use-load';
import { LoadState, NoCircuitYet } from '../components/load-state';
import { ResultsNav } from '../components/results-nav';
import { ProofList } from '../components/proof-list';
import { publishedCommitment } from '../proof/published-commitment';
import { verifyProof } from '../proof/verify-proof';
import { inclusionCheck } from '../proof/verify-inclusion';
import { headSignatureCheck } from '../proof/verify-head';
import { logHead, logInclusion, logKey } from '../../../lib/api/transparency';
import { shortFingerprint } from '../../../lib/fingerprint';
import { scoreLead, scoreSentence } from '../stats/plain-words';
import { WhatItMeans } from '../../../components/ui/what-it-means';
import { useChanceReady } from '../stats/use-chance-figures';
import '../results.css';

async function load(search: string) {
  const id = await findFinishedCircuit(search);
  if (!id) return null;
  const { view } = await getCircuit(id);
  if (!view.over) return { id, view, proof: null, checks: [], published: null };
  const proof = await circuitProof(id);
  const published = await publishedCommitment(id, proof);
  const [inclusion, head, key] = await Promise.all([
    logInclusion(id).catch(() => null),
    logHead().catch(() => null),
    logKey().catch(() => null),
  ]);
  const signed = await headSignatureCheck(head, key, inclusion);
  const checks = [
    ...verifyProof(proof, published),
    inclusionCheck(id, proof.seed, inclusion),
    ...(signed ? [signed] : []),
  ];
  return { id, view, proof, published, checks };
}

function exerciseRows(view: CircuitView): ExerciseBar[] {
  return STEPS.filter((s) => s.scored && view.scores[s.id as keyof CircuitView['scores']] !== undefined).map((s) => ({
    key: s.id,
    name: s.name,
    score: view.scores[s.id as keyof CircuitView['scores']]!,
    chanceMean: chanceMean(s.id),
  }));
}

/** The main score among pure guessers and its p-value, and each exercise against its chance mean. */
function AgainstChance({ view }: { view: CircuitView }) {
  const p = pValue(view.mainScore);
  const rank = guesserRank(view.mainScore);
  return (
    <>
      <div className="results-card">
        <h2>Against pure guessing</h2>
        <p className="results-verdict" data-testid="score-verdict">
          {scoreLead(view.mainScore, p)}
        </p>
        <ChanceGauge rank={rank} subject={`Your main score of ${view.mainScore}`} />
        <WhatItMeans>
          <p>{scoreSentence(view.mainScore, p, rank)}</p>
        </WhatItMeans>
      </div>

      <div className="results-card">
        <h2>Exercise by exercise</h2>
        <p className="results-card__intro">
          Each bar is your score (lower is better). The dashed mark, and the number after the slash, is what a pure
          guesser scores on average: a gold bar beat it.
        </p>
        <ExerciseBars label="Your score in each exercise against its chance mean" rows={exerciseRows(view)} />
      </div>
    </>
  );
}

export default function PsychicPerformanceScorePage() {
  const search = useSearch();
  const resource = useLoad(`performance${search}`, () => load(search));
  const circuitId = resource.status === 'ready' ? resource.data?.id : null;
  // The chance statistics are worked out in a worker; the proof below does not wait for them.
  const chanceReady = useChanceReady();
  return (
    <section className="page page--results results" aria-labelledby="results-title">
      <p className="page__eyebrow">Results</p>
      <h1 id="results-title">Psychic performance score</h1>
      <ResultsNav current="/psychic-performance-score" circuitId={circuitId} />
      <LoadState resource={resource} what="your performance">
        {(data) => {
          if (!data) return <NoCircuitYet />;
          const { view, proof, checks, published } = data;
          if (!view.over || !proof || !published) {
            return (
              <div className="results-empty">
                <p>This circuit is not finished yet: the proof is disclosed at the end.</p>
                <Link href={`/${view.route}`} className="btn btn--primary">
                  Carry on playing
                </Link>
              </div>
            );
          }
          return (
            <>
              {chanceReady ? (
                <AgainstChance view={view} />
              ) : (
                <div className="results-card">
                  <h2>Against pure guessing</h2>
                  <p role="status">Working out exactly what pure guessing scores…</p>
                </div>
              )}

              <div className="results-card" aria-labelledby="proof-title">
                <h2 id="proof-title">Fairness proof</h2>
                <p className="results-card__intro">
                  Every target was drawn from a secret seed before you played, and only its fingerprint (SHA-256) was
                  shown at the start, under Ready Set Go&apos;s title: <code>{shortFingerprint(published.value)}</code>.
                  Now the seed is disclosed, and this device checks it for itself.
                  {published.source === 'server' &&
                    ' (This device did not keep the fingerprint from the start, so it uses the copy sent with the proof: the commitment shown when the circuit started.)'}
                </p>
                <ProofList checks={checks} />
                <details className="proof__raw">
                  <summary>Seed and commitment</summary>
                  <dl>
                    <dt>Commitment (SHA-256 of the seed)</dt>
                    <dd>
                      <code>{proof.commitment}</code>
                    </dd>
                    <dt>Seed</dt>
                    <dd>
                      <code>{proof.seed}</code>
                    </dd>
                    <dt>Moves recorded</dt>
                    <dd>{proof.moves.length}</dd>
                  </dl>
                </details>
              </div>

              <div className="actions">
                <Link href="/world-psychic-experiment" className="btn btn--primary">
                  The world experiment
                </Link>
                <Link href="/my-score" className="btn btn--secondary">
                  My score
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
