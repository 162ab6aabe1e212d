// My score (spec §2): the player's own circuits, their average and how it compares with chance.
import { Link } from 'wouter';
import { averageGuesserRank, averagePValue, GOOD_OUTCOME } from '@psi/engine';
import { myStats } from '../../../lib/api/stats';
import { storage } from '../../../lib/storage';
import type { MyStats } from '../../../lib/api/types';
import { ScoreHistoryChart } from '../../../components/charts/score-history-chart';
import { formatNumber } from '../../../components/charts/format';
import { useLoad } from '../../../lib/use-load';
import { LoadState, NoCircuitYet } from '../components/load-state';
import { ResultsNav } from '../components/results-nav';
import { Figure, OrbAndKarmaFigures } from '../components/score-badge';
import { abandonedSentence, averageLead, averageSentence, percentileSentence } from '../stats/plain-words';
import { WhatItMeans } from '../../../components/ui/what-it-means';
import { useChanceReady } from '../stats/use-chance-figures';
import { OfflineCircuits } from './offline-circuits';
import '../results.css';

// Without a stored session there is nothing to ask for (and asking would raise 'Session timeout.').
const load = (): Promise<MyStats | null> => (storage.get('session_id') ? myStats() : Promise.resolve(null));

function when(iso: string): string {
  const d = new Date(iso);
  // Several circuits a day are common: the time tells them apart.
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleString('en', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

function Mine({ me }: { me: MyStats }) {
  // One p-value on every page (docs/statistics.md, one p-value): the engine's exact distribution of an average over
  // as many circuits, the same figure the performance page gives a single circuit.
  const chanceReady = useChanceReady();
  const mean = me.meanScore ?? 0;
  // Every started circuit counts (intention to treat): finished ones and those left unfinished. The
  // p-value is the server's: for finished circuits the engine's exact averagePValue, the same figure
  // every page gives; with unfinished ones, the intention-to-treat test (docs/statistics.md).
  const counted = me.circuits + me.abandoned;
  const p = me.p ?? (chanceReady && me.circuits > 0 && me.abandoned === 0 ? averagePValue(mean, me.circuits) : null);
  // Where the average stands among guessers' averages: exact for finished circuits only.
  const rank = chanceReady && me.circuits > 0 && me.abandoned === 0 ? averageGuesserRank(mean, me.circuits) : null;
  const points = [...me.recent].reverse().map((r) => ({ id: r.id, score: r.mainScore, when: when(r.finishedAt) }));
  return (
    <>
      <div className="results-card">
        <dl className="results-figures">
          <Figure
            label="Circuits"
            value={String(me.circuits)}
            note={me.abandoned > 0 ? `+ ${me.abandoned} unfinished` : undefined}
          />
          <Figure label="Your average" value={formatNumber(mean, 2)} note={`par ${GOOD_OUTCOME}`} />
          {me.bestScore !== null && <Figure label="Best score" value={String(me.bestScore)} />}
          <OrbAndKarmaFigures meanOrbs={me.meanOrbs} meanKarma={me.meanKarma} />
        </dl>
        {p !== null && (
          <>
            <p className="results-verdict" data-testid="my-verdict">
              {averageLead('Your', mean, counted, p)}
            </p>
            <WhatItMeans testId="my-p">
              <p>{averageSentence(counted, p)}</p>
              {rank !== null && <p>{percentileSentence(rank, me.circuits, 'Your average')}</p>}
            </WhatItMeans>
          </>
        )}
        {!chanceReady && <p role="status">Working out exactly what pure guessing scores…</p>}
        <p className="results-card__intro" data-testid="my-abandoned">
          {abandonedSentence('you', me.abandoned)}
        </p>
      </div>
      {points.length > 0 && (
        <div className="results-card">
          <h2>Your recent circuits</h2>
          <ScoreHistoryChart
            label="Your recent main scores, oldest first"
            points={points}
            par={GOOD_OUTCOME}
            average={me.meanScore}
          />
          <ul className="results-recent">
            {me.recent.map((r) => (
              <li key={r.id}>
                <Link href={`/psychic-end-score?circuit=${encodeURIComponent(r.id)}`}>
                  {when(r.finishedAt)}: main score {r.mainScore}
                </Link>
                <span className="results-recent__meta">
                  {r.goodOutcome ? ' · good outcome' : ''} · {r.orbs} {r.orbs === 1 ? 'orb' : 'orbs'}
                  {r.karma !== null ? ` · karma ${r.karma}` : ''}
                  {r.playedBeforeSignIn ? ' · played before signing in, not counted' : ''}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

export default function MyScorePage() {
  const resource = useLoad('me', load);
  return (
    <section className="page page--results results" aria-labelledby="results-title">
      <p className="page__eyebrow">Results</p>
      <h1 id="results-title">My score</h1>
      <ResultsNav current="/my-score" />
      <LoadState resource={resource} what="your scores">
        {(me) => {
          const played = Boolean(me && me.circuits + me.abandoned > 0);
          return (
            <>
              {me && played ? <Mine me={me} /> : <NoCircuitYet />}
              <OfflineCircuits />
              {/* The empty state has its own play button: one call to play, not two. */}
              <div className="actions">
                {played && (
                  <Link href="/game-ready-set-go" className="btn btn--primary">
                    Play a circuit
                  </Link>
                )}
                <Link href="/world-psychic-experiment" className="btn btn--secondary">
                  The world experiment
                </Link>
                {/* Issue 37: a good run can be luck; a sealed claim tests it. */}
                <Link href="/prove-it" className="btn btn--ghost">
                  Prove it: seal a claim
                </Link>
                <Link href="/hall-of-fame" className="btn btn--secondary">
                  Hall of fame
                </Link>
              </div>
            </>
          );
        }}
      </LoadState>
    </section>
  );
}
