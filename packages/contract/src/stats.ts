import { Type } from 'typebox';
import { IntOrNull, NumOrNull } from './common';

const Counts = Type.Record(Type.String(), Type.Number(), { description: 'main score → value' });

// circuits: finished; abandoned: abandoned or timed out. meanScore, z and p count both (intention to
// treat, docs/statistics.md); sdScore, histogram, karma, orbs and good outcomes are the finished ones'.
const Abandoned = Type.Integer({
  description: 'Verified circuits abandoned or timed out, counted in meanScore, z and p with their expected main score',
});

export const WorldStats = Type.Object({
  circuits: Type.Integer({ description: 'Finished verified circuits' }),
  abandoned: Abandoned,
  meanScore: NumOrNull,
  sdScore: NumOrNull,
  chanceMean: Type.Number(),
  chanceSd: Type.Number(),
  z: NumOrNull,
  p: NumOrNull,
  histogram: Counts,
  chance: Counts,
  meanKarma: NumOrNull,
  meanOrbs: NumOrNull,
  goodOutcomes: IntOrNull,
  study: Type.Object(
    {
      looks: Type.Array(Type.Integer(), { description: 'The preregistered looks, in counted circuits' }),
      look: Type.Integer({ description: 'Looks reached so far (0 before the first)' }),
      nextLookAt: IntOrNull,
      final: Type.Boolean({ description: 'True only once the last look is reached: nothing is final before' }),
      bayesFactor: Type.Union([Type.Number(), Type.Null()], {
        description: 'BF10, lower scores than chance against chance, half-normal prior of scale priorScale',
      }),
      priorScale: Type.Number({ description: 'The prior on the effect, in chance SDs of one circuit' }),
    },
    { description: 'The preregistered world study (docs/preregistration.md)' },
  ),
  controls: Type.Object(
    {
      circuits: Type.Integer({ description: 'Finished control circuits' }),
      abandoned: Type.Integer({
        description: 'Control circuits closed before their end, counted by intention to treat',
      }),
      meanScore: NumOrNull,
      z: NumOrNull,
      p: NumOrNull,
    },
    {
      description:
        "The server's random guesser's circuits (CONTROL_CIRCUITS_PER_DAY), outside every other figure here: they should sit at chance",
    },
  ),
});

/** A finished verified circuit in a player's list. */
export const FinishedCircuit = Type.Object({
  id: Type.String(),
  mainScore: Type.Number(),
  orbs: Type.Integer(),
  karma: IntOrNull,
  goodOutcome: Type.Boolean(),
  finishedAt: Type.String({ format: 'date-time' }),
  playedBeforeSignIn: Type.Boolean({
    description:
      "Carried into the account by registration or login: in its history, outside its statistics (the world's count it)",
  }),
});

/** A player's finished circuits summed up: the same fields on /my-score and on the account's profile. */
export const PlayerSummaryFields = {
  meanScore: NumOrNull,
  sdScore: NumOrNull,
  z: NumOrNull,
  p: NumOrNull,
  bestScore: NumOrNull,
  meanKarma: NumOrNull,
  meanOrbs: NumOrNull,
};

export const MyStats = Type.Object({
  circuits: Type.Integer({ description: 'Finished verified circuits' }),
  abandoned: Abandoned,
  ...PlayerSummaryFields,
  recent: Type.Array(FinishedCircuit),
});
