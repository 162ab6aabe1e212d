import { Type } from 'typebox';

const Uuid = Type.String({
  format: 'uuid',
  description: 'Chosen by the device at the start; a repeated sync with it lands once',
});

export const SyncBody = Type.Object(
  {
    id: Uuid,
    seed: Type.String({
      pattern: '^[0-9a-f]{64}$',
      description: 'The 32-byte seed the device drew with crypto.getRandomValues, lowercase hex',
    }),
    startedAt: Type.String({ format: 'date-time' }),
    finishedAt: Type.String({ format: 'date-time' }),
    moves: Type.Array(
      Type.Object({ step: Type.String({ maxLength: 40 }), move: Type.Unknown() }, { required: ['step', 'move'] }),
      {
        minItems: 1,
        maxItems: 2000,
        description: 'Every move in order, as played; the server replays them from the seed',
      },
    ),
  },
  { required: ['id', 'seed', 'startedAt', 'finishedAt', 'moves'], additionalProperties: false },
);

export const Synced = Type.Object({
  id: Type.String(),
  verified: Type.Literal(false),
  mainScore: Type.Integer(),
  orbs: Type.Integer(),
  karma: Type.Union([Type.Integer(), Type.Null()]),
  goodOutcome: Type.Boolean(),
  finishedAt: Type.String({ format: 'date-time' }),
  syncedAt: Type.String({ format: 'date-time' }),
});

export const Mine = Type.Object({
  circuits: Type.Integer(),
  meanScore: Type.Union([Type.Number(), Type.Null()]),
  recent: Type.Array(Synced),
});
