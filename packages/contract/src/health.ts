import { Type } from 'typebox';

const DatabaseKind = Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]);

export const Healthy = Type.Object({
  status: Type.Literal('ok'),
  database: DatabaseKind,
  version: Type.String({ examples: ['0.1.0'] }),
});

export const Unhealthy = Type.Object({
  status: Type.Literal('unavailable'),
  database: DatabaseKind,
  version: Type.String(),
  message: Type.String(),
});
