import { Type } from 'typebox';
import { IntOrNull, NumOrNull } from './common';
import { FinishedCircuit, PlayerSummaryFields } from './stats';
import { taggedByStep } from './moves';
import { Outcome } from './views';
import { HallOfFameSetting } from './hall-of-fame';

// Strings are bounded loosely here and checked field by field in the handler (field-rules.ts), so
// every error comes back next to its field instead of as one schema message.
const Text = (maxLength: number) => Type.String({ maxLength });

export const Client = Type.Optional(
  Type.Union([Type.Literal('web'), Type.Literal('native')], {
    description:
      'web (default): the session goes in an httpOnly cookie; native: it is returned as session_id for a bearer header',
  }),
);

export const RegisterBody = Type.Object(
  {
    name: Text(500),
    email: Text(1000),
    password: Text(1000),
    acceptTerms: Type.Boolean(),
    client: Client,
  },
  { additionalProperties: false },
);

export const LoginBody = Type.Object(
  { email: Text(1000), password: Text(1000), client: Client },
  { additionalProperties: false },
);

export const ResetRequestBody = Type.Object({ email: Text(1000) }, { additionalProperties: false });
export const ResetConfirmBody = Type.Object(
  { token: Text(200), password: Text(1000) },
  { additionalProperties: false },
);
/** Issue 34: the reset page asks whether its link still works before showing the form. */
export const ResetCheckBody = Type.Object({ token: Text(200) }, { additionalProperties: false });
export const ResetCheckAnswer = Type.Object({
  valid: Type.Boolean({ description: 'true while the link is unused and within its hour' }),
  message: Type.Optional(Type.String({ description: 'why not, in words for the player' })),
});
export const DetailsBody = Type.Object({ name: Text(500), email: Text(1000) }, { additionalProperties: false });
export const PasswordBody = Type.Object(
  { currentPassword: Text(1000), newPassword: Text(1000) },
  { additionalProperties: false },
);
export const DeleteBody = Type.Object({ password: Text(1000) }, { additionalProperties: false });

export const AccountBody = Type.Object({
  userid: Type.String({ format: 'uuid' }),
  cuid: Type.String({ format: 'uuid' }),
  name: Type.String(),
  email: Type.String(),
  role: Type.Union([Type.Literal('player'), Type.Literal('admin')]),
});

export const SignedInBody = Type.Object({
  ...AccountBody.properties,
  session_id: Type.String({
    description: "native: the bearer token; web: the marker 'cookie' (the token is in the httpOnly cookie)",
  }),
  csrfToken: Type.Optional(Type.String({ description: 'web only: send as X-CSRF-Token on writes' })),
  expiresInSeconds: Type.Integer(),
  /** Circuits carried over from the anonymous session that was sent with the request. */
  carriedCircuits: Type.Integer(),
});

export const ProfileBody = Type.Object({
  circuits: Type.Integer(),
  ...PlayerSummaryFields,
  chanceMean: Type.Number({ description: "A guesser's average main score" }),
  chanceBand: Type.Object(
    { low: Type.Number(), high: Type.Number(), coverage: Type.Number() },
    { description: "The central 95% of a guesser's main scores (exact)" },
  ),
  history: Type.Array(FinishedCircuit, { description: 'Every finished circuit, oldest first' }),
});

const Iso = Type.String({ format: 'date-time' });
const IsoOrNull = Type.Union([Iso, Type.Null()]);

/** Everything stored about an account (docs/accounts.md), secrets left out. */
export const ExportBody = Type.Object({
  exportedAt: Iso,
  account: Type.Object({
    ...AccountBody.properties,
    playerSince: Iso,
    registeredAt: Iso,
    updatedAt: Iso,
  }),
  statistics: Type.Omit(ProfileBody, ['history', 'chanceBand']),
  circuits: Type.Array(
    Type.Object({
      id: Type.String(),
      status: Type.String({ description: 'active, finished, abandoned or timed_out' }),
      commitment: Type.String(),
      seed: Type.Union([Type.String(), Type.Null()], { description: 'null while the circuit is unfinished' }),
      mainScore: NumOrNull,
      orbs: IntOrNull,
      karma: IntOrNull,
      goodOutcome: Type.Union([Type.Boolean(), Type.Null()]),
      startedAt: Iso,
      finishedAt: IsoOrNull,
      moves: Type.Array(taggedByStep({ seq: Type.Integer(), outcome: Outcome, at: Iso }, 'A move as applied')),
    }),
  ),
  sessions: Type.Array(Type.Object({ startedAt: Iso, lastSeenAt: Iso })),
  passwordResets: Type.Array(Type.Object({ requestedAt: Iso, expiresAt: Iso, usedAt: IsoOrNull })),
  hallOfFame: HallOfFameSetting,
});
