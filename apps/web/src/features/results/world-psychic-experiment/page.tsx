// The world psychic experiment (spec §2, docs/statistics.md): every verified circuit's main score,
// the world average against the exact chance mean, the histogram against the exact chance curve.
import { Link } from 'wouter';
import { averageGuesserRank, averagePValue, CHANCE, GOOD_OUTCOME } from '@psi/engine';
import { worldStats } from '../../../lib/api/stats';
import { DistributionChart } from '../../../components/charts/distribution-chart';
import { formatNumber, formatPercent, plural } from '../../../components/charts/format';
import type { ChartMarker } from '../../../components/charts/markers';
import type { WorldStats } from '../../../lib/api/types';
import { useLoad } from '../../../lib/use-load';
import { LoadState } from '../components/load-state';
import { ResultsNav } from '../components/results-nav';
import { Figure, OrbAndKarmaFigures } from '../components/score-badge';
import { abandonedSentence, averageLead, parSentence, percentileSentence, worldSentence } from '../stats/plain-words';
import { ResearchConsentSetting } from '../../../components/ui/research-consent';
import { WhatItMeans } from '../../../components/ui/what-it-means';
import { useChanceReady } from '../stats/use-chance-figures';
import { ControlsCard } from './controls-card';
import { StudyCard } from './study-card';
import '../results.css';

function markers(world: WorldStats): ChartMarker[] {
  const list: ChartMarker[] = [{ value: GOOD_OUTCOME, label: `par ${GOOD_OUTCOME}`, tone: 'par' }];
  if (world.meanScore !== null)
    list.push({ value: world.meanScore, label: `world ${formatNumber(world.meanScore, 1)}`, tone: 'world' });
  return list;
}

function WorldFigures({ world }: { world: WorldStats }) {
  // One p-value on every page: the server's, which for finished circuits is the engine's exact
  // averagePValue and, once some circuits were abandoned, the intention-to-treat test
  // (docs/statistics.md). Where the average stands among guessers' averages is exact for finished circuits only.
  const chanceReady = useChanceReady();
  const total = world.circuits + world.abandoned;
  const counted = total > 0 && world.meanScore !== null;
  const finishedOnly = counted && world.abandoned === 0;
  const p = world.p ?? (finishedOnly && chanceReady ? averagePValue(world.meanScore!, world.circuits) : null);
  const rank = finishedOnly && chanceReady ? averageGuesserRank(world.meanScore!, world.circuits) : null;
  return (
    <>
      <dl className="results-figures">
        <Figure
          label="Verified circuits"
          value={world.circuits.toLocaleString('en')}
          note={world.abandoned > 0 ? `+ ${world.abandoned.toLocaleString('en')} abandoned` : undefined}
        />
        <Figure
          label="World average"
          value={world.meanScore === null ? '–' : formatNumber(world.meanScore, 2)}
          note={world.sdScore === null ? undefined : `spread (SD) ${formatNumber(world.sdScore, 2)}`}
        />
        <Figure label="Par" value={String(GOOD_OUTCOME)} note="a pure guesser's average" />
        {world.goodOutcomes !== null && world.circuits > 0 && (
          <Figure
            label="Good outcomes"
            value={formatPercent((world.goodOutcomes / world.circuits) * 100)}
            note="below par"
          />
        )}
        <OrbAndKarmaFigures meanOrbs={world.meanOrbs} meanKarma={world.meanKarma} />
      </dl>
      {counted && !chanceReady && p === null ? (
        <p role="status">Working out exactly what pure guessing scores…</p>
      ) : (
        <>
          <p className="results-verdict" data-testid="world-verdict">
            {p === null || world.meanScore === null
              ? worldSentence({ ...world, circuits: total, p })
              : averageLead("The world's", world.meanScore, total, p)}
          </p>
          {p !== null && (
            <WhatItMeans testId="world-p">
              <p>{worldSentence({ ...world, circuits: total, p })}</p>
              {rank !== null && <p>{percentileSentence(rank, world.circuits)}</p>}
            </WhatItMeans>
          )}
        </>
      )}
      <p className="results-card__intro" data-testid="world-abandoned">
        {abandonedSentence('world', world.abandoned)}
      </p>
    </>
  );
}

/** Par in plain words; the exact chance mean, shown once on the site, only for the curious (issue 34 item 7). */
function ParNote() {
  const ready = useChanceReady();
  return (
    <>
      <p>Par, {GOOD_OUTCOME}, is what a pure guesser scores on average. About half of guessers land below it.</p>
      <WhatItMeans>
        {ready && <p>{parSentence(GOOD_OUTCOME, CHANCE.mean)}</p>}
        <p>
          A single score says little; a world average over many circuits says much more, because luck evens out. The
          p-value is how often pure guessing alone would give an average at least this low.
        </p>
      </WhatItMeans>
    </>
  );
}

export default function WorldPsychicExperimentPage() {
  const resource = useLoad('world', worldStats);
  return (
    <section className="page page--results results" aria-labelledby="world-title">
      <p className="page__eyebrow">Results</p>
      <h1 id="world-title">The world psychic experiment</h1>
      <ResultsNav current="/world-psychic-experiment" />
      <p className="lead">
        Every verified circuit, played by anyone anywhere, feeds one shared experiment. If intuition is real, the
        world&apos;s scores should drift below what pure chance predicts.
      </p>
      <LoadState resource={resource} what="the world figures">
        {(world) => (
          <>
            <div className="results-card" data-testid="world-circuits" data-circuits={world.circuits}>
              <h2>{plural(world.circuits, 'verified circuit')} so far</h2>
              <WorldFigures world={world} />
            </div>
            <div className="results-card">
              <h2>Main scores against chance</h2>
              <p className="results-card__intro">
                The bars count the circuits ending on each main score; the curve is what pure guessing gives, computed
                exactly from the rules and scaled to the same number of circuits.
              </p>
              <DistributionChart
                label="World main scores against the exact chance distribution"
                histogram={world.histogram}
                chance={world.chance}
                markers={markers(world)}
                observedLabel="circuits played"
              />
            </div>
            <ControlsCard world={world} />
            <StudyCard study={world.study} />
          </>
        )}
      </LoadState>
      <div className="results-card" data-testid="world-research-consent">
        <h2>Your circuits in the open data</h2>
        <ResearchConsentSetting />
      </div>
      <div className="results-card prose">
        <h2>How to read it</h2>
        <ParNote />
        <p>
          Only verified circuits count: the server fixes every target before you guess, publishes a fingerprint of it,
          and discloses the seed at the end so anyone can replay the circuit. Circuits played offline are unverified:
          they count on their player&apos;s own page and never here.
        </p>
      </div>
      <div className="actions">
        <Link href="/game-ready-set-go" className="btn btn--primary">
          Add your circuit
        </Link>
        <Link href="/my-score" className="btn btn--secondary">
          My score
        </Link>
        <Link href="/hall-of-fame" className="btn btn--secondary">
          Hall of fame
        </Link>
      </div>
    </section>
  );
}
