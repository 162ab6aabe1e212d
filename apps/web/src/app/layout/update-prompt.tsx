// play anywhere, docs/decisions.md: when a new web version is deployed, say so and offer to load it.
import { useSyncExternalStore } from 'react';
import { updateReady } from '../../lib/service-worker';

export function UpdatePrompt() {
  const ready = useSyncExternalStore(updateReady.subscribe, updateReady.get, updateReady.get);
  if (!ready) return null;
  return (
    <div className="update-prompt" role="status" data-testid="update-prompt">
      <p>A new version of Psi Circuit is ready.</p>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        Reload
      </button>
      <button type="button" className="btn btn--ghost" onClick={() => updateReady.set(false)}>
        Later
      </button>
    </div>
  );
}
