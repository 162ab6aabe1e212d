// The profile's hall of fame opt-in (issue 37): a display name shown instead of the account's own name.
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Field } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api/http';
import { hallOfFameSetting, saveHallOfFameSetting, type HallOfFameSetting } from '../../../lib/api/hall-of-fame';
import { useLoad } from '../../../lib/use-load';
import { DISPLAY_NAME_MAX, displayNameError } from '../../../lib/validation';

function SettingForm({ saved, onSaved }: { saved: HallOfFameSetting; onSaved: (s: HallOfFameSetting) => void }) {
  const [optIn, setOptIn] = useState(saved.optIn);
  const [name, setName] = useState(saved.displayName);
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    const problem = optIn || name.trim() !== '' ? displayNameError(name) : undefined;
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const next = await saveHallOfFameSetting({ optIn, displayName: name });
      onSaved(next);
      setName(next.displayName);
      setStatus(next.optIn ? `Saved: you are listed as ${next.displayName}.` : 'Saved: you are not listed.');
    } catch (err) {
      const fields =
        err instanceof ApiError ? (err.body as { fields?: { displayName?: string } } | null)?.fields : null;
      if (fields?.displayName) setError(fields.displayName);
      else setStatus(err instanceof Error ? err.message : 'Could not save.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="form" aria-labelledby="fame-setting-title">
      <div className="field field--check">
        <input id="fame-opt-in" type="checkbox" checked={optIn} onChange={(e) => setOptIn(e.target.checked)} />
        <label htmlFor="fame-opt-in">Show me in the hall of fame</label>
      </div>
      <Field
        label="Display name"
        hint={`3 to ${DISPLAY_NAME_MAX} letters, digits, spaces or . _ - ' ; shown instead of your own name.`}
        value={name}
        maxLength={DISPLAY_NAME_MAX + 8}
        autoComplete="nickname"
        error={error}
        onChange={(e) => setName(e.target.value)}
      />
      {saved.hidden ? (
        <p className="form-error">An admin has hidden your name: it is not shown in the hall of fame.</p>
      ) : null}
      <p>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          Save
        </button>
      </p>
      <p role="status">{status}</p>
    </form>
  );
}

/** Loads the setting on its own, so the profile shows even if this part fails. */
export function HallOfFameSettingSection() {
  const state = useLoad('hall-of-fame-setting', hallOfFameSetting);
  return (
    <div className="account-section">
      <h2 id="fame-setting-title">Hall of fame</h2>
      <p>
        The <Link href="/hall-of-fame">hall of fame</Link> ranks players who opt in, by their mean main score, beside
        where the luckiest pure guessers would be. One account per person, as the{' '}
        <Link href="/terms-and-conditions">terms</Link> say.
      </p>
      {state.status === 'loading' ? <p role="status">Loading…</p> : null}
      {state.status === 'error' ? (
        <p role="alert">
          Could not load this setting: {state.error.message}{' '}
          <button type="button" className="btn btn--ghost" onClick={state.retry}>
            Try again
          </button>
        </p>
      ) : null}
      {state.status === 'ready' ? <SettingForm saved={state.data} onSaved={state.replace} /> : null}
    </div>
  );
}
