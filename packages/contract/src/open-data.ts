import { Type } from 'typebox';

/** The open data's record layout (docs/open-data.md): bumped whenever a field is added, renamed or changes meaning. */
export const OPEN_DATA_FORMAT_VERSION = 2;

/**
 * The experiment a circuit belongs to: bumped whenever the rules, the scoring or the target
 * derivation change, so circuits played under different rules are never pooled unknowingly.
 */
export const EXPERIMENT_VERSION = 1;

export const OpenDataQuery = Type.Object(
  {
    format: Type.Optional(
      Type.Union([Type.Literal('json'), Type.Literal('csv')], { description: 'json (default) or csv' }),
    ),
  },
  { additionalProperties: false },
);

export const ResearchConsentBody = Type.Object(
  { consent: Type.Boolean({ description: 'true to opt in, false to withdraw' }) },
  { additionalProperties: false },
);

export const ResearchConsent = Type.Object({
  consent: Type.Boolean(),
  since: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

const NumberOrNull = Type.Union([Type.Number(), Type.Null()]);

/** One record of the open data (docs/open-data.md); the CSV has the same fields, scores as score_<exercise>. */
export const OpenDataRecord = Type.Object({
  formatVersion: Type.Integer(),
  experimentVersion: Type.Integer(),
  release: Type.String(),
  circuit: Type.String(),
  player: Type.Union([Type.String(), Type.Null()]),
  status: Type.Union([Type.Literal('finished'), Type.Literal('abandoned')]),
  closedReason: Type.Union([Type.String(), Type.Null()]),
  startedHour: Type.String({ format: 'date-time' }),
  endedHour: Type.String({ format: 'date-time' }),
  verified: Type.Boolean(),
  mainScore: NumberOrNull,
  expectedScore: NumberOrNull,
  remainingVariance: NumberOrNull,
  orbs: NumberOrNull,
  karma: NumberOrNull,
  goodOutcome: Type.Union([Type.Boolean(), Type.Null()]),
  control: Type.Boolean({ description: "The server's random guesser's circuit: outside the world's figures" }),
  scores: Type.Record(Type.String(), Type.Number()),
});

/** The JSON download (streamed, so described here and not serialised through it). */
export const OpenDataRecords = Type.Array(OpenDataRecord);
