import { Type } from 'typebox';
import { ErrorBody, SessionErrorBody } from '../players/schemas';

// Views and outcomes are the engine's (docs/engine-api.md); declared open here so the serializer
// sends them exactly as the engine made them.
const View = Type.Unknown({ description: 'CircuitView from @psi/engine' });
const OutcomeSchema = Type.Unknown({ description: 'Outcome from @psi/engine: { kind, message, reveal? }' });

export const CircuitParams = Type.Object({ id: Type.String({ maxLength: 64 }) });

export const Started = Type.Object({ id: Type.String(), commitment: Type.String(), seq: Type.Integer(), view: View });

export const Snapshot = Type.Object({
  id: Type.String(),
  commitment: Type.String(),
  seq: Type.Integer(),
  view: View,
  lastOutcome: Type.Union([OutcomeSchema, Type.Null()]),
});

// Every value a move can hold: a word, a small whole number, a boolean, or Duality's six words.
// Bounded so a move is small and shallow before the engine sees it; the engine checks the values
// and move-shape.ts checks that the fields are exactly those of the step.
const Word = Type.String({ maxLength: 40 });
const MoveFields = Type.Object(
  {
    choice: Type.Optional(Word),
    symbol: Type.Optional(Word),
    action: Type.Optional(Word),
    shape: Type.Optional(Word),
    colour: Type.Optional(Word),
    number: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })),
    circle: Type.Optional(Word),
    crop: Type.Optional(Word),
    moon: Type.Optional(Word),
    door: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })),
    gate: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })),
    choices: Type.Optional(Type.Array(Word, { maxItems: 12 })),
    answer: Type.Optional(Type.Boolean()),
  },
  {
    additionalProperties: false,
    description: 'The move for that step, e.g. {"choice":"left"}; its fields are exactly the step\'s (docs/api.md)',
  },
);

export const MoveBody = Type.Object(
  {
    seq: Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'Moves already applied (0 for the first move)' }),
    step: Type.String({ maxLength: 40, description: 'The current step id, e.g. "family"' }),
    move: MoveFields,
  },
  { required: ['seq', 'step', 'move'], additionalProperties: false },
);

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
