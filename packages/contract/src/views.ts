// The engine's public views and outcomes (packages/engine/src/types.ts, docs/engine-api.md) as
// schemas. The circuit routes write these answers with JSON.stringify, not a schema serializer
// (apps/server/src/plugins/view-serializer.ts says why), so nothing strips a field on the way out:
// what keeps a hidden target home is the engine building each view field by field, and
// views.test.ts, which closes every object of these schemas and checks every view and outcome of
// random circuits against them (a field they do not name fails), and that each Static type equals the engine's.
import type { StepId } from '@psi/engine';
import { Type, type Static, type TSchema } from 'typebox';
import {
  CropCircleSchema,
  CropGuessSchema,
  CropSchema,
  DoorColourSchema,
  DoorStateSchema,
  DualityWordSchema,
  ElementSchema,
  FamilyMemberSchema,
  GardenCardSchema,
  GardenSymbolSchema,
  KarmaHintSchema,
  MantraWordSchema,
  MonkeySchema,
  MoonSchema,
  ReadySetGoCardSchema,
  ScoresSchema,
  SenseSchema,
  ShapeSchema,
  StepIdSchema,
  UniversalColourSchema,
  UniversalGuessSchema,
  UniversalNumberSchema,
  YinYangSchema,
  ZenerSymbolSchema,
} from './words';

const Step = <S extends StepId>(step: S) => Type.Literal(step);
const ReadonlyArray = <T extends TSchema>(item: T) => Type.Immutable(Type.Array(item));
const NullOr = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * A union told apart by cheap tests, as nested if/then/else: the serializer (fast-json-stringify)
 * checks each `if` in turn, where an anyOf would validate every branch in full before writing one
 * (about ten times slower on a move answer, measured). The last branch is the fallback.
 */
function firstMatch<U extends TSchema>(union: U, cases: readonly (readonly [object, TSchema])[], description: string) {
  const [last, ...earlier] = [...cases].reverse();
  const chain = earlier.reduce<object>(
    (otherwise, [when, then]) => ({ type: 'object', if: { type: 'object', ...when }, then, else: otherwise }),
    last![1],
  );
  return Type.Unsafe<Static<U>>({ ...chain, description });
}

/** `schema` or null, the null tested first. */
const NullOrMatch = <T extends TSchema>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ if: { type: 'null' }, then: { type: 'null' }, else: schema });

const withKey = (key: string) => ({ required: [key] });

const base = {
  over: Type.Boolean(),
  score: NullOr(Type.Number({ description: "The exercise's score once over; null before" })),
};

/** Pick until found, no repeats: Ready Set Go, Family, Elements, Sense the Sense. */
const PickView = <S extends StepId, C extends TSchema>(step: S, choice: C) =>
  Type.Object({
    ...base,
    step: Step(step),
    options: ReadonlyArray(choice),
    tried: Type.Array(choice),
    found: NullOr(choice),
    attempts: Type.Integer(),
  });

/** Retry until right, a fresh target each attempt: Yin Yang, Three Wise Monkeys. */
const RetryView = <S extends StepId, C extends TSchema>(step: S, choice: C) =>
  Type.Object({
    ...base,
    step: Step(step),
    options: ReadonlyArray(choice),
    attempts: Type.Integer(),
    history: Type.Array(Type.Object({ choice, target: choice })),
  });

/** Universal and Crop Circles: up to two attempts; the second has freshly drawn targets. */
const twoAttempts = <S extends StepId, G extends TSchema>(step: S, guess: G) => ({
  ...base,
  step: Step(step),
  attempt: Type.Union([Type.Literal(1), Type.Literal(2)]),
  attempts: Type.Array(Type.Object({ guess, target: guess, correct: Type.Integer(), passed: Type.Boolean() })),
  timespace: Type.Boolean(),
});

/** Doors and Gateway: walls of doors/gates, one locked per wall, played wall by wall. */
const walls = <S extends StepId>(step: S) => ({
  ...base,
  step: Step(step),
  walls: Type.Array(Type.Array(DoorStateSchema)),
  currentWall: Type.Integer(),
  lockedHits: Type.Integer(),
  lockedDoors: Type.Array(NullOr(Type.Integer()), {
    description: "Per wall, its locked door's index once the wall is passed; null for the wall in play and those ahead",
  }),
});

export const ReadySetGoView = PickView('ready-set-go', ReadySetGoCardSchema);
export const FamilyView = PickView('family', FamilyMemberSchema);
export const UniversalView = Type.Object({
  ...twoAttempts('universal', UniversalGuessSchema),
  options: Type.Object({
    shape: ReadonlyArray(ShapeSchema),
    colour: ReadonlyArray(UniversalColourSchema),
    number: ReadonlyArray(UniversalNumberSchema),
  }),
});
export const ZenerPickView = Type.Object({
  ...base,
  step: Step('zener'),
  options: ReadonlyArray(ZenerSymbolSchema),
  symbol: NullOr(ZenerSymbolSchema),
});
export const DoublesView = Type.Object({
  ...base,
  step: Step('doubles'),
  rolls: Type.Array(Type.Tuple([Type.Integer(), Type.Integer()])),
  timespace: Type.Boolean(),
});
export const YinYangView = RetryView('yin-yang', YinYangSchema);
export const DoorsView = Type.Object({ ...walls('doors'), colours: ReadonlyArray(DoorColourSchema) });
export const ElementsView = PickView('elements', ElementSchema);
export const DualityView = Type.Object({
  ...base,
  step: Step('duality'),
  pairs: ReadonlyArray(Type.Immutable(Type.Tuple([DualityWordSchema, DualityWordSchema]))),
  choices: NullOr(Type.Array(DualityWordSchema)),
  targets: NullOr(Type.Array(DualityWordSchema)),
  correct: NullOr(Type.Integer()),
  timespace: Type.Boolean(),
});
export const CropCirclesView = Type.Object({
  ...twoAttempts('crop-circles', CropGuessSchema),
  options: Type.Object({
    circle: ReadonlyArray(CropCircleSchema),
    crop: ReadonlyArray(CropSchema),
    moon: ReadonlyArray(MoonSchema),
  }),
});
export const ZenerRevealView = Type.Object({
  ...base,
  step: Step('zener-reveal'),
  symbol: ZenerSymbolSchema,
  draws: Type.Array(ZenerSymbolSchema),
});
export const GatewayView = Type.Object(walls('gateway'));
export const SenseTheSenseView = PickView('sense-the-sense', SenseSchema);
export const ThreeWiseMonkeysView = RetryView('three-wise-monkeys', MonkeySchema);
export const MantraView = Type.Object({
  ...base,
  step: Step('mantra'),
  columns: ReadonlyArray(ReadonlyArray(MantraWordSchema)),
  column: Type.Integer(),
  tried: Type.Array(Type.Array(MantraWordSchema)),
  found: Type.Array(NullOr(MantraWordSchema)),
  wrongPicks: Type.Integer(),
});
export const GardenView = Type.Object({
  ...base,
  step: Step('in-the-garden'),
  symbols: ReadonlyArray(GardenSymbolSchema),
  run: Type.Integer(),
  question: Type.Integer(),
  answers: Type.Array(Type.Boolean()),
  lastCard: NullOr(GardenCardSchema),
  fullRun: Type.Boolean(),
});
export const KarmaView = Type.Object({
  step: Step('karma'),
  over: Type.Boolean(),
  score: Type.Null(),
  low: Type.Integer(),
  high: Type.Integer(),
  picks: Type.Array(Type.Object({ number: Type.Integer(), hint: KarmaHintSchema })),
  rating: NullOr(Type.Integer()),
});

const views = [
  ReadySetGoView,
  FamilyView,
  UniversalView,
  ZenerPickView,
  DoublesView,
  YinYangView,
  DoorsView,
  ElementsView,
  DualityView,
  CropCirclesView,
  ZenerRevealView,
  GatewayView,
  SenseTheSenseView,
  ThreeWiseMonkeysView,
  MantraView,
  GardenView,
  KarmaView,
] as const;

/** One view per step, told apart by `step`. */
export const ExerciseView = firstMatch(
  Type.Union([...views]),
  views.map((view) => [{ properties: { step: { const: view.properties.step.const } } }, view] as const),
  "The current exercise's public view, by step (docs/engine-api.md)",
);

export const CircuitView = Type.Object({
  step: Type.Union([StepIdSchema, Type.Literal('end')]),
  route: Type.String({ description: "'game-ready-set-go' … 'game-karma', 'game-end'" }),
  stepIndex: Type.Integer({ description: '0..16; 17 at the end' }),
  exerciseNumber: NullOr(Type.Integer({ description: 'custom_id 1..16; null at the end' })),
  view: NullOrMatch(ExerciseView),
  scores: ScoresSchema,
  mainScore: Type.Number({ description: 'Sum of finished scored exercises so far' }),
  orbs: Type.Array(StepIdSchema, { description: 'Steps where a Golden Orb was won (0..7)' }),
  karma: NullOr(Type.Integer({ description: 'Karma rating 0..99 once Karma is over; never added to the score' })),
  over: Type.Boolean(),
  goodOutcome: NullOr(Type.Boolean({ description: 'mainScore < 42.385 once over; null before' })),
});

// What a move reveals (docs/engine-api.md per step), told apart by the fields it carries.
const reveals = [
  [
    withKey('wall'),
    Type.Object({
      wall: Type.Integer(),
      index: Type.Integer(),
      state: DoorStateSchema,
      locked: Type.Optional(
        Type.Integer({ description: "With the pick that passes the wall: that wall's locked door, now disclosed" }),
      ),
    }),
  ],
  [withKey('targets'), Type.Object({ targets: Type.Array(DualityWordSchema), correct: Type.Integer() })],
  [
    withKey('correct'),
    Type.Object({ target: Type.Union([UniversalGuessSchema, CropGuessSchema]), correct: Type.Integer() }),
  ],
  [
    withKey('target'),
    Type.Object({ target: Type.String({ description: 'The target found or drawn: a card, a word' }) }),
  ],
  [withKey('card'), Type.Object({ card: Type.Union([GardenCardSchema, ZenerSymbolSchema]) })],
  [withKey('dice'), Type.Object({ dice: Type.Tuple([Type.Integer(), Type.Integer()]) })],
  [withKey('hint'), Type.Object({ hint: KarmaHintSchema })],
] as const;
const Reveal = firstMatch(
  Type.Union([reveals[0][1], reveals[1][1], reveals[2][1], reveals[3][1], reveals[4][1], reveals[5][1], reveals[6][1]]),
  reveals,
  'The target(s) the rules reveal with this move',
);

/** `kind` drives the sound: hit → flip success, miss → flip fail, neutral → card click. */
export const Outcome = Type.Object({
  kind: Type.Union([Type.Literal('hit'), Type.Literal('miss'), Type.Literal('neutral')]),
  message: Type.String(),
  reveal: Type.Optional(Reveal),
});
