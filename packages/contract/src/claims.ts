import { Type } from 'typebox';

// Sealed claims (docs/statistics.md, "Sealed claims"): the terms fixed in advance, and the certificate anyone can read.
export const SealClaimBody = Type.Object(
  {
    circuits: Type.Integer({ minimum: 5, maximum: 100, description: 'How many circuits the claim lasts at most' }),
    level: Type.Union([Type.Literal(20), Type.Literal(100)], {
      description: 'The evidence sought: 20x (a 5 % test) or 100x (1 %)',
    }),
  },
  { additionalProperties: false },
);

export const ClaimParams = Type.Object(
  { id: Type.String({ format: 'uuid', description: 'A claim id' }) },
  { additionalProperties: false },
);

export const ClaimCircuitParams = Type.Object(
  {
    id: Type.String({ format: 'uuid', description: 'A claim id' }),
    circuit: Type.String({ format: 'uuid', description: "One of the claim's circuits" }),
  },
  { additionalProperties: false },
);

export const ClaimCircuitItem = Type.Object({
  id: Type.String({ format: 'uuid' }),
  status: Type.Union([Type.Literal('active'), Type.Literal('finished'), Type.Literal('abandoned')]),
  commitment: Type.String({ description: 'SHA-256 of the seed, published when the circuit started' }),
  seed: Type.Union([Type.String(), Type.Null()], { description: 'Disclosed once the circuit is over (replay it)' }),
  mainScore: Type.Union([Type.Integer(), Type.Null()], { description: "A finished circuit's main score" }),
  expectedScore: Type.Union([Type.Number(), Type.Null()], {
    description: "An abandoned circuit's expected main score (intention to treat)",
  }),
  evidence: Type.Union([Type.Number(), Type.Null()], { description: 'The evidence after this circuit' }),
});

export const Claim = Type.Object({
  id: Type.String({ format: 'uuid' }),
  circuits: Type.Integer(),
  level: Type.Integer(),
  tilts: Type.Array(Type.Number(), { description: 'The alternative, fixed at sealing (docs/statistics.md)' }),
  sealedAt: Type.String({ format: 'date-time' }),
  status: Type.Union([Type.Literal('open'), Type.Literal('passed'), Type.Literal('failed')]),
  evidence: Type.Number({ description: 'The evidence so far (1 = none either way)' }),
  meter: Type.String({ description: 'e.g. "evidence so far: 3.2x; 20x needed"' }),
  verdict: Type.String({ description: 'The verdict in plain words' }),
  items: Type.Array(ClaimCircuitItem, { description: 'The circuits that belong to the claim, in order' }),
});
