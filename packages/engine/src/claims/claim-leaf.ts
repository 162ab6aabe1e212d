// The transparency-log leaf of a sealed claim (docs/transparency.md leaves, docs/statistics.md "Sealed
// claims"): written in the transaction that seals it, so the log shows the terms before any of its
// circuits' start leaves. Keys in a fixed order: the exact text is what is hashed.
import { LEAF_VERSION } from '../transparency/leaves';

export interface ClaimLeaf {
  v: typeof LEAF_VERSION;
  kind: 'claim';
  claim: string;
  circuits: number;
  level: number;
  tilts: number[];
}

export const claimLeaf = (f: Omit<ClaimLeaf, 'v' | 'kind'>): string =>
  JSON.stringify({
    v: LEAF_VERSION,
    kind: 'claim',
    claim: f.claim,
    circuits: f.circuits,
    level: f.level,
    tilts: f.tilts,
  });
