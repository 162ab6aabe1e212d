// Choosing a claim's terms, then confirming them: sealing cannot be undone, so it takes two steps.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CLAIM_MAX_CIRCUITS, CLAIM_MIN_CIRCUITS, claimTermsProblem } from '@psi/engine';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { sealClaim, type Claim, type ClaimLevel } from '../../../lib/api/claims';
import { SealExplainer } from './seal-explainer';

const LEVELS: { level: ClaimLevel; words: string }[] = [
  { level: 20, words: 'pure guessing passes at most 1 time in 20' },
  { level: 100, words: 'pure guessing passes at most 1 time in 100: harder to reach, stronger when reached' },
];

export function SealForm({ onSealed }: { onSealed: (claim: Claim) => void }) {
  const [circuits, setCircuits] = useState('10');
  const [level, setLevel] = useState<ClaimLevel>(20);
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const count = Number(circuits);
  // The confirm step replaces the form the player scrolled through: bring its title into view and focus.
  const confirmTitle = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (step === 'confirm') confirmTitle.current?.focus();
  }, [step]);

  const review = (event: FormEvent) => {
    event.preventDefault();
    const wrong = circuits.trim() === '' ? 'circuits must be a whole number' : claimTermsProblem(count, level);
    setProblem(wrong ? `How many circuits: ${wrong.replace(/^circuits must be/, 'must be')}.` : null);
    if (!wrong) setStep('confirm');
  };

  const seal = () => {
    setSending(true);
    setFailure(null);
    sealClaim(count, level).then(onSealed, (error: unknown) => {
      setSending(false);
      setFailure(error instanceof Error ? error.message : 'The claim could not be sealed.');
    });
  };

  if (step === 'confirm') {
    return (
      <div className="results-card claim-confirm" aria-labelledby="confirm-title">
        <h2 id="confirm-title" ref={confirmTitle} tabIndex={-1}>
          Seal this claim?
        </h2>
        <p className="claim-confirm__terms" data-testid="confirm-terms">
          {count} circuits, {level}x evidence needed.
        </p>
        <SealExplainer />
        <p>Once sealed it cannot be changed or withdrawn, and your next circuit is its first.</p>
        {failure && (
          <p className="field__error" role="alert">
            {failure}
          </p>
        )}
        <div className="actions">
          <Button variant="primary" onClick={seal} disabled={sending}>
            {sending ? 'Sealing…' : 'Seal it now'}
          </Button>
          <Button variant="ghost" onClick={() => setStep('choose')} disabled={sending}>
            Change the terms
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className="results-card claim-form" onSubmit={review} noValidate aria-labelledby="seal-title">
      <h2 id="seal-title">Seal a claim</h2>
      <p className="results-card__intro">
        Say in advance how many circuits you will play and how strong the evidence must be. The meter below then follows
        every circuit; it is built so that looking at it after each one, and stopping when you like, cannot make pure
        guessing pass more often than the level promises.
      </p>
      <Field
        label="How many circuits"
        hint={`From ${CLAIM_MIN_CIRCUITS} to ${CLAIM_MAX_CIRCUITS}. The claim can close earlier, as soon as the evidence reaches its level.`}
        type="number"
        inputMode="numeric"
        min={CLAIM_MIN_CIRCUITS}
        max={CLAIM_MAX_CIRCUITS}
        value={circuits}
        error={problem ?? undefined}
        onChange={(event) => setCircuits(event.target.value)}
      />
      <fieldset className="claim-levels">
        <legend>Evidence needed</legend>
        {LEVELS.map((option) => (
          <label key={option.level} className="claim-levels__option">
            <input
              type="radio"
              name="level"
              value={option.level}
              checked={level === option.level}
              onChange={() => setLevel(option.level)}
            />
            <span>
              <strong>{option.level}x</strong>: {option.words}
            </span>
          </label>
        ))}
      </fieldset>
      <h3 className="claim-form__subtitle">What sealing means</h3>
      <SealExplainer />
      <div className="actions">
        <Button variant="primary" type="submit">
          Review the claim
        </Button>
      </div>
    </form>
  );
}
