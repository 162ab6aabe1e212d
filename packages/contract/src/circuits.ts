import { Type, type Static } from 'typebox';
import { ErrorBody, IdParams, IntOrNull, SessionErrorBody } from './common';
import { taggedByStep } from './moves';
import { CircuitView, ExerciseView, Outcome } from './views';
import { ScoresSchema } from './words';

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

/** What every move body carries beside its step and move. */
export const MoveBodyFields = {
  seq: Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'Moves already applied (0 for the first move)' }),
};

/** POST /api/circuits/{id}/moves: `{ seq, step, move }`, the move's fields exactly those of `step`. */
export const MoveBody = taggedByStep(
  MoveBodyFields,
  'The current step and its move, e.g. {"seq":0,"step":"family","move":{"choice":"mother"}}',
);

export const MoveAnswerBody = Type.Object({
  seq: Type.Integer(),
  outcome: Outcome,
  view: CircuitView,
  finished: Type.Optional(
    Type.Unsafe<Static<typeof ExerciseView>>({
      ...ExerciseView,
      description:
        "Only when this move finished its step: that step's final public view (over, its target now disclosed), " +
        'since `view` has moved on to the next step',
    }),
  ),
});

export const Proof = Type.Object({
  seed: Type.String({ description: '32 bytes, lowercase hex' }),
  commitment: Type.String(),
  moves: Type.Array(taggedByStep({ outcome: Outcome }, 'A move as applied, with its outcome')),
  scores: ScoresSchema,
  mainScore: Type.Number(),
  orbs: Type.Integer(),
  karma: IntOrNull,
});

export const circuitErrors = { 401: SessionErrorBody, 404: ErrorBody, 409: ErrorBody };
