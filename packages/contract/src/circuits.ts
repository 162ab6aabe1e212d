import { Type } from 'typebox';
import { ErrorBody, IdParams, IntOrNull, SessionErrorBody } from './common';
import { CircuitView, MoveFields, Outcome } from './views';
import { ScoresSchema, StepIdSchema } from './words';

export const CircuitParams = IdParams;

export const Started = Type.Object({
  id: Type.String(),
  commitment: Type.String({ description: 'SHA-256 of the seed, lowercase hex, published at the start' }),
  seq: Type.Integer({ description: 'Moves applied so far' }),
  view: CircuitView,
});

/** GET /api/circuits/active and GET /api/circuits/{id}. */
export const Snapshot = Type.Object({
  ...Started.properties,
  lastOutcome: Type.Union([Outcome, Type.Null()]),
});

export const MoveBody = Type.Object(
  {
    seq: Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'Moves already applied (0 for the first move)' }),
    step: Type.String({ maxLength: 40, description: 'The current step id, e.g. "family"' }),
    move: MoveFields,
  },
  { required: ['seq', 'step', 'move'], additionalProperties: false },
);

export const MoveAnswerBody = Type.Object({ seq: Type.Integer(), outcome: Outcome, view: CircuitView });

export const Proof = Type.Object({
  seed: Type.String({ description: '32 bytes, lowercase hex' }),
  commitment: Type.String(),
  moves: Type.Array(Type.Object({ step: StepIdSchema, move: MoveFields, outcome: Outcome })),
  scores: ScoresSchema,
  mainScore: Type.Number(),
  orbs: Type.Integer(),
  karma: IntOrNull,
});

export const circuitErrors = { 401: SessionErrorBody, 404: ErrorBody, 409: ErrorBody };
