import { Type } from 'typebox';

export const NewPlayerBody = Type.Object({
  userid: Type.String({ format: 'uuid' }),
  cuid: Type.String({ format: 'uuid' }),
  session_id: Type.String({ description: 'Bearer token for Authorization; shown only here' }),
  expiresInSeconds: Type.Integer({ description: 'Idle time after which the session expires' }),
});
