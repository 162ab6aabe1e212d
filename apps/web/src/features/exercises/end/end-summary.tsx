import { Link } from 'wouter';
import { GOOD_OUTCOME, ORB_COUNT, STEPS, type CircuitView, type ScoredStepId } from '@psi/engine';
import { GoldenOrb } from '../../../components/art/orb';
import { useEndSequence } from './end-sequence';

const SCORED = STEPS.filter((s) => s.scored);

/** The circuit's summary moment: main score against par, the orbs, Karma, the scorecard, and where to look next. */
export function EndSummary({ id, view, unverified = false }: { id: string; view: CircuitView; unverified?: boolean }) {
  const good = view.goodOutcome ?? view.mainScore < GOOD_OUTCOME;
  const { shown, lit, done, skip } = useEndSequence(view.mainScore, view.orbs.length, good);
  const query = `?circuit=${encodeURIComponent(id)}`;
  return (
    // A tap anywhere on the summary skips the count and the orbs to their final state (pointer only: the
    // figures are already final for screen readers and the keyboard loses nothing).
    <div className={done ? 'end is-done' : 'end'} onPointerDown={done ? undefined : skip}>
      <div className={good ? 'end-hero is-good' : 'end-hero'}>
        <p className="end-hero__label" id="end-main-label">
          Main score
        </p>
        <p className="end-hero__score" aria-labelledby="end-main-label" data-testid="end-main-score">
          <span aria-hidden="true">{shown}</span>
          <span className="visually-hidden">{view.mainScore}</span>
        </p>
        <p className={good ? 'end-hero__verdict is-good' : 'end-hero__verdict'}>
          {good ? 'A good outcome: below 42.385.' : 'Not below 42.385 this time.'}
        </p>
        <p className="end-hero__cheer" data-testid="end-cheer">
          {good
            ? 'Well played! You beat par, the mark a random guesser averages.'
            : 'Good effort! Luck swings a few points from one circuit to the next, so your average over many circuits tells more than one.'}
        </p>
        <p className="end-hero__text">
          42.385 is par: what someone guessing at random scores on average, so about half of all guessers get a good
          outcome too. Lower is better; your performance page shows how rare your score is by chance.
        </p>
      </div>

      <section className="end-card" aria-labelledby="end-orbs">
        <h2 id="end-orbs">
          Golden Orbs: {view.orbs.length} of {ORB_COUNT}
        </h2>
        <div className="end-orbs" role="img" aria-label={`${view.orbs.length} of ${ORB_COUNT} Golden Orbs won`}>
          {Array.from({ length: ORB_COUNT }, (_, i) => (
            // Won orbs are placed one by one (end-sequence.ts); the label above says the final count at once.
            <span key={i} className={i < lit ? 'end-orbs__orb is-lit' : 'end-orbs__orb'} aria-hidden="true">
              <GoldenOrb won={i < lit} />
            </span>
          ))}
        </div>
        <p className="end-card__text">
          {view.orbs.length === 0
            ? 'No orb this time: Universal, Doors, Crop Circles, Zener, Gateway, Mantra and In the Garden each win one when done right at the first go.'
            : `Won at the first go: ${view.orbs.map((s) => STEPS.find((d) => d.id === s)?.name ?? s).join(', ')}.`}
        </p>
      </section>

      <section className="end-card" aria-labelledby="end-karma">
        <h2 id="end-karma">
          Game Karma: {view.karma ?? '–'} <span className="end-card__of">of 99</span>
        </h2>
        {view.karma !== null && (
          <div className="end-karma" aria-hidden="true">
            <span className="end-karma__fill" style={{ width: `${(view.karma / 99) * 100}%` }} />
          </div>
        )}
        <p className="end-card__text">
          Rated apart from the main score: the numbers still in play besides the hidden one when you found it.
        </p>
      </section>

      <section className="end-card" aria-labelledby="end-card-title">
        <h2 id="end-card-title">Your scorecard</h2>
        <ol className="end-scorecard">
          {SCORED.map((step) => {
            const score = view.scores[step.id as ScoredStepId];
            const orb = view.orbs.includes(step.id);
            return (
              <li key={step.id} className={score === 1 ? 'is-ace' : undefined}>
                <span className="end-scorecard__n">{step.number}</span>
                <span className="end-scorecard__name">{step.name}</span>
                <span className="end-scorecard__score">
                  {score ?? '–'}
                  {orb && (
                    <span className="end-scorecard__orb" aria-label=", Golden Orb" role="img">
                      ●
                    </span>
                  )}
                </span>
              </li>
            );
          })}
        </ol>
      </section>

      {unverified && (
        <p className="end-card end-card__text" data-testid="end-unverified">
          Played offline, so unverified: its targets were drawn on this device, with no fingerprint published first. It
          syncs to your account when you are online and appears under My score, for you alone; it never enters the world
          experiment.
        </p>
      )}
      <nav className="end-links" aria-label="Your results">
        {unverified ? (
          <Link href="/my-score" className="btn btn--primary">
            My score
          </Link>
        ) : (
          <>
            <Link href={`/psychic-end-score${query}`} className="btn btn--primary">
              Your end score
            </Link>
            <Link href={`/psychic-performance-score${query}`} className="btn btn--secondary">
              Against chance, with the fairness proof
            </Link>
          </>
        )}
        <Link href="/world-psychic-experiment" className="btn btn--secondary">
          The world experiment
        </Link>
        <Link href="/game-ready-set-go" className="btn btn--ghost">
          Play again
        </Link>
      </nav>
    </div>
  );
}
