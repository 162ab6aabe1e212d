// The commitment the player was shown when the circuit started. The circuit frame keeps it on the
// device in the offline database under `commitment:<circuit id>`; when it is not there (another
// device, cleared storage) we fall back to the one the server sends with the proof and say so.
import { offlineDb } from '../../../lib/offline-db';
import type { CircuitProof } from '../../../lib/api/types';
import type { PublishedCommitment } from './verify-proof';

export const commitmentKey = (circuitId: string) => `commitment:${circuitId}`;

export async function publishedCommitment(circuitId: string, proof: CircuitProof): Promise<PublishedCommitment> {
  try {
    const kept = await offlineDb.get<string>(commitmentKey(circuitId));
    if (typeof kept === 'string' && /^[0-9a-f]{64}$/i.test(kept)) return { value: kept, source: 'device' };
  } catch {
    // No IndexedDB (private mode): the server's copy is all there is.
  }
  return { value: proof.commitment, source: 'server' };
}
