import { Type } from 'typebox';

// The public append-only log (docs/transparency.md): a Merkle tree as in RFC 9162, hashes in lowercase hex.
const HexHash = Type.String({ pattern: '^[0-9a-f]{64}$', description: 'SHA-256, lowercase hex' });
const TreeSize = Type.Integer({ minimum: 0, description: 'Leaves in the tree' });

export const TransparencyHead = Type.Object({
  treeSize: TreeSize,
  rootHash: HexHash,
  timestamp: Type.String({ format: 'date-time' }),
  signature: Type.String({
    description:
      'Ed25519 over the UTF-8 text "psi-circuit-log-head/v1\\n<treeSize>\\n<rootHash>\\n<timestamp>", base64',
  }),
});

export const TransparencyKey = Type.Object({
  algorithm: Type.Literal('Ed25519'),
  publicKeyPem: Type.String({ description: 'SubjectPublicKeyInfo, PEM' }),
  publicKey: Type.String({ description: 'The raw 32-byte public key, base64' }),
});

export const InclusionQuery = Type.Object(
  { circuit: Type.String({ format: 'uuid', description: 'A circuit id' }) },
  { additionalProperties: false },
);

export const InclusionProof = Type.Object({
  leafIndex: Type.Integer({ minimum: 0 }),
  treeSize: TreeSize,
  rootHash: HexHash,
  leaf: Type.String({ description: 'The exact UTF-8 text hashed: SHA-256(0x00 || leaf)' }),
  auditPath: Type.Array(HexHash),
});

export const ConsistencyQuery = Type.Object(
  {
    first: Type.Integer({ minimum: 1, description: 'The older tree size' }),
    second: Type.Integer({ minimum: 1, description: 'The newer tree size' }),
  },
  { additionalProperties: false },
);

export const ConsistencyProof = Type.Object({
  first: TreeSize,
  second: TreeSize,
  firstRootHash: HexHash,
  secondRootHash: HexHash,
  proof: Type.Array(HexHash),
});

/** At most this many leaves an answer of GET /api/transparency/leaves. */
export const LEAVES_PAGE = 1000;

export const LeavesQuery = Type.Object(
  {
    start: Type.Integer({ minimum: 0, description: 'The first leaf index' }),
    end: Type.Integer({ minimum: 1, description: 'One past the last leaf index (at most start + 1000)' }),
  },
  { additionalProperties: false },
);

export const Leaves = Type.Object({
  start: Type.Integer({ minimum: 0 }),
  leaves: Type.Array(Type.String(), { description: 'The leaves from start on, as the exact text hashed' }),
});
