import { Type } from 'typebox';

/** Every error: a code and a plain-English message (some errors add fields of their own). */
export const ErrorBody = Type.Object({ error: Type.String(), message: Type.String() }, { additionalProperties: true });

/** The contract's answer to an unknown or expired session (the app shows 'Session timeout.'). */
export const SessionErrorBody = Type.Object({
  error: Type.Literal('session_error'),
  session_error: Type.Literal(1),
  message: Type.String(),
});

/** A field error (fields: field → message), or Fastify's own 400 for a malformed body (no fields). */
export const FieldErrorBody = Type.Object(
  {
    error: Type.String(),
    message: Type.String(),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
  },
  { additionalProperties: true },
);

export const MessageBody = Type.Object({ message: Type.String() });

/** A path's `{id}`: a circuit, a feedback thread, an order. */
export const IdParams = Type.Object({ id: Type.String({ maxLength: 64 }) });

export const NumOrNull = Type.Union([Type.Number(), Type.Null()]);
export const IntOrNull = Type.Union([Type.Integer(), Type.Null()]);
