import type { CircuitView, StepId } from '@psi/engine';
import { STEPS, stepDef } from '@psi/engine';
import { InstructionButton } from '../instructions/instruction-button';
import type { InstructionText } from '../instructions/instruction-text';
import { HeaderOrbs } from './header-orbs';

/** The exercises of the circuit: its steps, with Zener's two parts counted once (they share a number). */
const EXERCISES = new Set(STEPS.map((s) => s.number)).size;

/** "Exercise n of 16": the Zener pick sits between exercises 3 and 4 and says so. */
export function exerciseLabel(step: StepId): string {
  const def = stepDef(step);
  if (step === 'zener') return 'Zener, part 1 of 2';
  return `Exercise ${def.number} of ${EXERCISES}`;
}

/** Share of the circuit done, counting the 17 steps (so the bar moves at the Zener pick too). */
function fraction(view: CircuitView | null, step: StepId): number {
  const index = view ? Math.min(view.stepIndex, STEPS.length) : STEPS.findIndex((s) => s.id === step);
  return Math.max(0, index) / STEPS.length;
}

export interface ProgressHeaderProps {
  step: StepId;
  circuit: CircuitView | null;
  /** The score to show, when it differs from the circuit's main score (the points of the exercise under way added). */
  score?: number | null;
  /** The step's instruction popup (for Zener's pick, Zener's own). */
  instruction: InstructionText;
}

/** Progress (exercise n of 16, a bar), the running main score, the orbs won (a new one flies in) and the instruction button. */
export function ProgressHeader({ step, circuit, score, instruction }: ProgressHeaderProps) {
  const done = Math.round(fraction(circuit, step) * 100);
  return (
    <header className="circuit-header">
      <div className="circuit-header__row">
        <p className="circuit-header__eyebrow">{exerciseLabel(step)}</p>
        <InstructionButton text={instruction} className="circuit-header__help" />
      </div>
      <div
        className="circuit-header__bar"
        role="progressbar"
        aria-label="Circuit progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={done}
        aria-valuetext={`${exerciseLabel(step)}, ${done}% of the circuit done`}
      >
        <span className="circuit-header__fill" style={{ width: `${done}%` }} />
      </div>
      <dl className="circuit-header__stats">
        <div className="circuit-header__stat">
          <dt>Score so far</dt>
          <dd>
            <span className="circuit-header__score">{score ?? (circuit ? circuit.mainScore : '–')}</span>
            <span className="circuit-header__hint"> lower is better</span>
          </dd>
        </div>
        <div className="circuit-header__stat circuit-header__stat--orbs">
          <dt>Golden Orbs</dt>
          <dd>
            <HeaderOrbs won={circuit ? circuit.orbs.length : null} />
          </dd>
        </div>
      </dl>
    </header>
  );
}
