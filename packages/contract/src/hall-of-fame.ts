import { Type } from 'typebox';

// The hall of fame (issue 37, docs/statistics.md "The hall of fame"): opted-in players ranked by their mean
// main score over a period, with the chance band of as many pure guessers.
// An enum rather than a union of literals: a wrong value then gets one message ("must be equal to one of the
// allowed values"), not one per literal.
export const HallOfFamePeriod = Type.Enum(['day', 'month', 'all'], {
  description: 'day: since 00:00 UTC today; month: since the 1st of this month (UTC); all: every circuit',
});

export const HallOfFameQuery = Type.Object(
  { period: Type.Optional(HallOfFamePeriod) },
  { additionalProperties: false },
);

const Figure = Type.Object({
  mean: Type.Number({ description: 'Average over the simulations' }),
  low: Type.Number({ description: '5th percentile over the simulations' }),
  high: Type.Number({ description: '95th percentile over the simulations' }),
  standardError: Type.Number({ description: "The simulation's standard error of `mean`" }),
});

export const HallOfFameBand = Type.Object({
  best: Figure,
  tenth: Type.Union([Figure, Type.Null()], { description: 'The 10th best; null with fewer than 10 players' }),
  simulations: Type.Integer(),
  seed: Type.Integer(),
  method: Type.String({ description: 'How the band was computed, and its error, in words' }),
});

export const HallOfFameRow = Type.Object({
  rank: Type.Integer({ description: 'Equal means share a rank' }),
  displayName: Type.String(),
  circuits: Type.Integer({ description: 'Counted circuits in the period, abandoned ones included' }),
  abandoned: Type.Integer(),
  mean: Type.Number({ description: 'Mean main score by intention to treat (lower is better)' }),
  z: Type.Number({ description: 'Against pure guessing; negative is better than chance' }),
  p: Type.Number({ description: 'One-sided: the chance a pure guesser does this well or better' }),
});

export const HallOfFameBody = Type.Object({
  period: HallOfFamePeriod,
  since: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  minimumCircuits: Type.Integer(),
  qualified: Type.Integer({
    description: 'Players who qualify: the band is for all of them; rows holds the first `limit`',
  }),
  limit: Type.Integer(),
  chanceMean: Type.Number(),
  rows: Type.Array(HallOfFameRow),
  chanceBand: Type.Union([HallOfFameBand, Type.Null()], { description: 'null when nobody qualifies' }),
  generatedAt: Type.String({ format: 'date-time' }),
});

export const HallOfFameSettingBody = Type.Object(
  {
    optIn: Type.Boolean({ description: 'Show me in the hall of fame' }),
    displayName: Type.String({ maxLength: 200, description: 'Required when opting in; never the account name' }),
  },
  { additionalProperties: false },
);

export const HallOfFameSetting = Type.Object({
  optIn: Type.Boolean(),
  displayName: Type.String(),
  hidden: Type.Boolean({ description: 'An admin hid this name: it is not shown' }),
});

export const AdminHallOfFameList = Type.Object({
  names: Type.Array(
    Type.Object({
      playerId: Type.String({ format: 'uuid' }),
      displayName: Type.String(),
      optIn: Type.Boolean(),
      hidden: Type.Boolean(),
      updatedAt: Type.String({ format: 'date-time' }),
    }),
  ),
});

export const AdminHideParams = Type.Object(
  { playerId: Type.String({ format: 'uuid', description: 'The player whose name to hide or show' }) },
  { additionalProperties: false },
);
export const AdminHideBody = Type.Object({ hidden: Type.Boolean() }, { additionalProperties: false });
