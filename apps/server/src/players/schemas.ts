import { Type } from 'typebox';

export const ErrorBody = Type.Object({ error: Type.String(), message: Type.String() }, { additionalProperties: true });

export const SessionErrorBody = Type.Object({
  error: Type.Literal('session_error'),
  session_error: Type.Literal(1),
  message: Type.String(),
});

export const BearerAuth = [{ bearerAuth: [] }];

export const NewPlayerBody = Type.Object({
  userid: Type.String({ format: 'uuid' }),
  cuid: Type.String({ format: 'uuid' }),
  session_id: Type.String({ description: 'Bearer token for Authorization; shown only here' }),
  expiresInSeconds: Type.Integer({ description: 'Idle time after which the session expires' }),
});
