import { Type } from 'typebox';

/** The open data's record layout (docs/open-data.md): bumped whenever a field is added, renamed or changes meaning. */
export const OPEN_DATA_FORMAT_VERSION = 1;

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
