// My score (spec §2): the player's own circuits, their average and how it compares with chance.
import { Link } from 'wouter';
import { averageTest, CHANCE, GOOD_OUTCOME } from '@psi/engine';
import { myStats } from '../../../lib/api/stats';
import { storage } from '../../../lib/storage';
import type { MyStats } from '../../../lib/api/types';
import { ScoreHistoryChart } from '../../../components/charts/score-history-chart';
import { formatNumber } from '../../../components/charts/format';
import { useResource } from '../hooks/use-resource';
import { LoadState, NoCircuitYet } from '../components/load-state';
import { ResultsNav } from '../components/results-nav';
import { Figure } from '../components/score-badge';
import { abandonedSentence, averageSentence, zSentence } from '../stats/plain-words';
import { useChanceReady } from '../stats/use-chance-figures';
import '../results.css';

// Without a stored session there is nothing to ask for (and asking would raise 'Session timeout.').
const load = (): Promise<MyStats | null> => (storage.get('session_id') ? myStats() : Promise.resolve(null));

function when(iso: string): string {
  const d = new Date(iso);
  // Several circuits a day are common: the time tells them apart.
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString('en', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

function Mine({ me }: { me: MyStats }) {
  // The exact chance statistics come from a worker; the server's z and p need not wait for them.
  const chanceReady = useChanceReady();
  const mean = me.meanScore ?? 0;
  // Every started circuit counts (intention to treat): finished ones and those left unfinished.
  const counted = me.circuits + me.abandoned;
  const test = me.z !== null && me.p !== null ? { z: me.z, p: me.p } : chanceReady && counted > 0 ? averageTest(mean, counted) : null;
  const points = [...me.recent].reverse().map((r) => ({ id: r.id, score: r.mainScore, when: when(r.finishedAt) }));
  return (
    <>
      <div className="results-card">
        <dl className="results-figures">
          <Figure label="Circuits" value={String(me.circuits)} note={me.abandoned > 0 ? `+ ${me.abandoned} unfinished` : undefined} />
          <Figure label="Your average" value={formatNumber(mean, 2)} note={`par ${GOOD_OUTCOME}`} />
          {me.bestScore !== null && <Figure label="Best score" value={String(me.bestScore)} />}
          {me.meanOrbs !== null && <Figure label="Golden Orbs" value={formatNumber(me.meanOrbs, 2)} note="average of 7" />}
          {me.meanKarma !== null && <Figure label="Game Karma" value={formatNumber(me.meanKarma, 1)} note="average of 99" />}
        </dl>
        {test && <p className="results-verdict" data-testid="my-verdict">{averageSentence(counted, test.p)}</p>}
        {test && chanceReady ? <p>{zSentence(test.z, mean, CHANCE.mean, 'Your average')}</p> : <p role="status">Working out exactly what pure guessing scores…</p>}
        <p className="results-card__intro" data-testid="my-abandoned">{abandonedSentence('you', me.abandoned)}</p>
      </div>
      {points.length > 0 && (
        <div className="results-card">
          <h2>Your recent circuits</h2>
          <ScoreHistoryChart label="Your recent main scores, oldest first" points={points} par={GOOD_OUTCOME} average={me.meanScore} />
          <ul className="results-recent">
            {me.recent.map((r) => (
              <li key={r.id}>
                <Link href={`/psychic-end-score?circuit=${encodeURIComponent(r.id)}`}>
                  {when(r.finishedAt)}: main score {r.mainScore}
                </Link>
                <span className="results-recent__meta">
                  {r.goodOutcome ? ' · good outcome' : ''} · {r.orbs} {r.orbs === 1 ? 'orb' : 'orbs'}
                  {r.karma !== null ? ` · karma ${r.karma}` : ''}
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
  const resource = useResource('me', load);
  return (
    <section className="page page--results results" aria-labelledby="results-title">
      <p className="page__eyebrow">Results</p>
      <h1 id="results-title">My score</h1>
      <ResultsNav current="/my-score" />
      <LoadState resource={resource} what="your scores">
        {(me) => (me && me.circuits + me.abandoned > 0 ? <Mine me={me} /> : <NoCircuitYet />)}
      </LoadState>
      <div className="actions">
        <Link href="/game-ready-set-go" className="btn btn--primary">Play a circuit</Link>
        <Link href="/world-psychic-experiment" className="btn btn--secondary">The world experiment</Link>
      </div>
    </section>
  );
}
