import { Type } from 'typebox';
import { ErrorBody, SessionErrorBody } from '../players/schemas';

// Views and outcomes are the engine's (docs/engine-api.md); declared open here so the serializer
// sends them exactly as the engine made them.
const View = Type.Unknown({ description: 'CircuitView from @psi/engine' });
const OutcomeSchema = Type.Unknown({ description: 'Outcome from @psi/engine: { kind, message, reveal? }' });

export const CircuitParams = Type.Object({ id: Type.String({ maxLength: 64 }) });

export const Started = Type.Object({ id: Type.String(), commitment: Type.String(), seq: Type.Integer(), view: View });

export const Snapshot = Type.Object({
  id: Type.String(), commitment: Type.String(), seq: Type.Integer(), view: View,
  lastOutcome: Type.Union([OutcomeSchema, Type.Null()]),
});

export const MoveBody = Type.Object({
  seq: Type.Integer({ minimum: 0, description: 'Moves already applied (0 for the first move)' }),
  step: Type.String({ maxLength: 40, description: 'The current step id, e.g. "family"' }),
  move: Type.Unknown({ description: 'The move for that step; validated by the engine' }),
}, { required: ['seq', 'step', 'move'] });

export const MoveAnswerBody = Type.Object({ seq: Type.Integer(), outcome: OutcomeSchema, view: View });

export const Proof = Type.Object({
  seed: Type.String({ description: '32 bytes, lowercase hex' }),
  commitment: Type.String(),
  moves: Type.Array(Type.Object({ step: Type.String(), move: Type.Unknown(), outcome: OutcomeSchema })),
  scores: Type.Record(Type.String(), Type.Number()),
  mainScore: Type.Number(),
  orbs: Type.Integer(),
  karma: Type.Union([Type.Integer(), Type.Null()]),
});

export const errors = { 401: SessionErrorBody, 404: ErrorBody, 409: ErrorBody };
