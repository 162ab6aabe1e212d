// My score's offline circuits (offline play, docs/api.md): synced ones from the server, plus those still
// waiting on this device. Unverified, so they count here for the player and never for the world.
import { useEffect, useState } from 'react';
import { myOfflineCircuits, type SyncedOfflineCircuit } from '../../../lib/api/offline-circuits';
import { allOfflineCircuits } from '../../../lib/offline-circuit-store';
import { offlineView } from '../../../lib/offline-circuits';
import { storage } from '../../../lib/storage';
import { formatNumber } from '../../../components/charts/format';

interface Row {
  id: string;
  mainScore: number;
  finishedAt: string;
  synced: boolean;
}

async function loadRows(): Promise<Row[]> {
  const synced: SyncedOfflineCircuit[] = storage.get('session_id')
    ? await myOfflineCircuits().then(
        (m) => m.recent,
        () => [],
      )
    : [];
  const local = await allOfflineCircuits().catch(() => []);
  const waiting = local
    .filter((r) => r.finishedAt !== null && r.syncedAt === null && !synced.some((s) => s.id === r.id))
    .map((r) => ({ id: r.id, mainScore: offlineView(r).mainScore, finishedAt: r.finishedAt!, synced: false }));
  return [
    ...synced.map((s) => ({ id: s.id, mainScore: s.mainScore, finishedAt: s.finishedAt, synced: true })),
    ...waiting,
  ].sort((a, b) => b.finishedAt.localeCompare(a.finishedAt));
}

export function OfflineCircuits() {
  const [rows, setRows] = useState<Row[] | null>(null);
  useEffect(() => {
    let live = true;
    void loadRows().then((r) => {
      if (live) setRows(r);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!rows || rows.length === 0) return null;
  const mean = rows.reduce((sum, r) => sum + r.mainScore, 0) / rows.length;
  return (
    <div className="results-card" data-testid="my-offline">
      <h2>Played offline: unverified</h2>
      <p className="results-card__intro">
        These circuits drew their targets on your device, with no fingerprint published first, so nothing proves the
        targets were fixed before you guessed. They count here for you alone and never in the world experiment.
      </p>
      <p>
        {rows.length === 1 ? 'One offline circuit' : `${rows.length} offline circuits`}, average main score{' '}
        {formatNumber(mean, 2)}.
      </p>
      <ul className="results-recent">
        {rows.map((r) => (
          <li key={r.id} data-testid="offline-row">
            {new Date(r.finishedAt).toLocaleString('en', {
              day: 'numeric',
              month: 'short',
              hour: '2-digit',
              minute: '2-digit',
            })}
            : main score {r.mainScore}
            <span className="results-recent__meta"> · unverified{r.synced ? '' : ' · waiting to sync'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
