// The circuit's place in the public append-only log, checked on this device (docs/transparency.md): its
// closing leaf names this circuit and this seed, and hashes with the audit path to the log's root,
// by the same RFC 9162 verification the engine gives anyone.
import { hashFromHex, leafTextHash, verifyInclusion } from '@psi/engine';
import type { LogInclusion } from '../../../lib/api/transparency';
import type { ProofCheck } from './verify-proof';

export function inclusionCheck(circuitId: string, seed: string, inclusion: LogInclusion | null): ProofCheck {
  const label = 'This circuit is in the public log';
  if (inclusion === null) return { id: 'log', label, ok: false, detail: 'The log could not be reached.' };
  let leaf: { circuit?: unknown; seed?: unknown; kind?: unknown };
  try {
    leaf = JSON.parse(inclusion.leaf) as typeof leaf;
  } catch {
    return { id: 'log', label, ok: false, detail: 'The leaf is not JSON.' };
  }
  if (leaf.circuit !== circuitId || leaf.seed !== seed)
    return { id: 'log', label, ok: false, detail: 'The leaf names another circuit or another seed.' };
  let ok: boolean;
  try {
    ok = verifyInclusion(
      inclusion.leafIndex,
      inclusion.treeSize,
      leafTextHash(inclusion.leaf),
      inclusion.auditPath.map(hashFromHex),
      hashFromHex(inclusion.rootHash),
    );
  } catch {
    ok = false;
  }
  const where = `leaf ${inclusion.leafIndex.toLocaleString('en')} of ${inclusion.treeSize.toLocaleString('en')}`;
  return ok
    ? { id: 'log', label, ok, detail: `Its ${String(leaf.kind)} leaf, ${where}, hashes to the log's root.` }
    : { id: 'log', label, ok, detail: `The audit path of ${where} does not lead to the log's root.` };
}
