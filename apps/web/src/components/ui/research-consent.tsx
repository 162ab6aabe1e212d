// Issue 36 item 1: the research-consent opt-in, an unticked box with one sentence on what it
// publishes. The same box at registration (sent once the account exists), in the profile and, per
// device, for anonymous players on the world page; the last two read and change it at once.
import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { researchConsent, setResearchConsent, type ResearchConsent } from '../../lib/api/research-consent';
import { ensurePlayer } from '../../lib/player-session';
import { storage } from '../../lib/storage';

export const CONSENT_LABEL = "Share my circuits' pseudonymous id in the open data";

interface BoxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  children?: React.ReactNode;
}

/** The box and its sentence; what it controls is the caller's. */
export function ResearchConsentBox({ checked, onChange, disabled, children }: BoxProps) {
  const id = useId();
  return (
    <div className="field field--check" data-testid="research-consent">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{CONSENT_LABEL}</label>
      <p className="field__hint">
        Your circuits are always in the open data without your name, e-mail or exact times; ticked, they also carry a
        pseudonym that changes every month, so researchers can follow a player over time.{' '}
        <Link href="/privacy-policy#open-data">What is published</Link>. Untick it at any time.
      </p>
      {children}
    </div>
  );
}

function sinceWords(state: ResearchConsent): string {
  if (!state.consent) return 'Not shared: your circuits are in the open data with no identifier.';
  const when = state.since ? new Date(state.since) : null;
  const day =
    when && !Number.isNaN(when.getTime())
      ? ` since ${when.toLocaleDateString('en', { day: 'numeric', month: 'short', year: 'numeric' })}`
      : '';
  return `Shared${day}.`;
}

/** The setting as stored on the server: read on show, changed on each tick (a player is made if there is none). */
export function ResearchConsentSetting() {
  const [state, setState] = useState<ResearchConsent | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    // A device with no player yet has given no consent: no call, no player made just to read it.
    if (!storage.get('session_id')) {
      setState({ consent: false, since: null });
      return;
    }
    let live = true;
    researchConsent()
      .then((next) => live && setState(next))
      .catch(() => live && setError('Could not read your research consent. Try again later.'));
    return () => {
      live = false;
    };
  }, []);

  const change = async (consent: boolean) => {
    // The box follows the click at once (disabled while saving), and goes back if the save fails.
    const before = state;
    setState({ consent, since: before?.since ?? null });
    setBusy(true);
    setError(undefined);
    try {
      await ensurePlayer();
      setState(await setResearchConsent(consent));
    } catch {
      setState(before);
      setError('Could not save your choice. Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <ResearchConsentBox checked={state?.consent ?? false} onChange={(c) => void change(c)} disabled={busy || !state}>
      {state && (
        <p className="field__hint" role="status" data-testid="research-consent-state">
          {busy ? 'Saving your choice…' : sinceWords(state)}
        </p>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </ResearchConsentBox>
  );
}
