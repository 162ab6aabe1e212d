// One die of Doubles through a roll (issue 34 item 1): it tumbles while the roll is in flight, then
// settles on the rolled face, and only once settled does its name say the face. The tumble is CSS
// (board.css): six faces shown in turn as the die spins, so no timer picks random faces and the face it
// lands on is the one the server rolled. The frame times the whole (reveal-timing.ts, DICE_SETTLE_MS).
import { Die, type DieValue } from '../../../components/art/dice';

/** in-flight: the answer is awaited; settling: the answer is here, the die lands on it; settled: at rest. */
export type DiePhase = 'waiting' | 'in-flight' | 'settling' | 'settled';

const FACES: readonly DieValue[] = [1, 2, 3, 4, 5, 6];

export function RollingDie({ value, phase }: { value: DieValue; phase: DiePhase }) {
  const moving = phase === 'in-flight' || phase === 'settling';
  return (
    <div
      className={`doubles-die is-${phase}`}
      role="img"
      aria-label={moving ? 'Die, rolling' : phase === 'settled' ? `Die showing ${value}` : 'Die, not rolled yet'}
      data-face={phase === 'settled' ? value : undefined}
    >
      {moving && (
        <div className="doubles-die__tumble" aria-hidden="true">
          {/* Each face shows in turn (board.css staggers them by nth-child). */}
          {FACES.map((face) => (
            <Die key={face} value={face} className="doubles-die__face" />
          ))}
        </div>
      )}
      {phase !== 'in-flight' && (
        <div className="doubles-die__rest" aria-hidden="true">
          <Die value={value} />
        </div>
      )}
    </div>
  );
}
