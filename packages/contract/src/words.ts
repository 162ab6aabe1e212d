// The game's wire words (spec §3) as schemas, their values read from the engine's content lists so
// the two never drift; the TypeScript type is the engine's own union.
import {
  CROP_CIRCLES,
  CROPS,
  DOOR_COLOURS,
  DUALITY_PAIRS,
  ELEMENTS,
  FAMILY_MEMBERS,
  GARDEN_SYMBOLS,
  MANTRA_COLUMNS,
  MONKEYS,
  MOONS,
  READY_SET_GO_CARDS,
  SENSES,
  SHAPES,
  STEP_IDS,
  UNIVERSAL_COLOURS,
  YIN_YANG,
  ZENER_SYMBOLS,
  type Crop,
  type CropCircle,
  type DoorColour,
  type DoorState,
  type DualityWord,
  type Element,
  type FamilyMember,
  type GardenSymbol,
  type KarmaHint,
  type MantraWord,
  type Monkey,
  type Moon,
  type ReadySetGoCard,
  type ScoredStepId,
  type Sense,
  type Shape,
  type StepId,
  type UniversalColour,
  type YinYang,
  type ZenerSymbol,
} from '@psi/engine';
import { Type, type TUnsafe } from 'typebox';

/** A string that is one of `values`; its static type is the engine's union T. */
export function oneOf<T extends string>(values: readonly T[], description?: string): TUnsafe<T> {
  return Type.Unsafe<T>({ type: 'string', enum: [...values], ...(description ? { description } : {}) });
}

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

export const StepIdSchema = oneOf<StepId>(STEP_IDS, 'A step of the circuit, e.g. "family"');
const SCORED_STEP_IDS = STEP_IDS.filter((id): id is ScoredStepId => id !== 'zener' && id !== 'karma');

/** Finished scored exercises: step → score. */
export const ScoresSchema = Type.Unsafe<Partial<Record<ScoredStepId, number>>>({
  type: 'object',
  properties: Object.fromEntries(SCORED_STEP_IDS.map((id) => [id, { type: 'number' }])),
  additionalProperties: false,
  description: 'Finished scored exercises: step → score',
});
export const ReadySetGoCardSchema = oneOf<ReadySetGoCard>(READY_SET_GO_CARDS);
export const FamilyMemberSchema = oneOf<FamilyMember>(FAMILY_MEMBERS);
export const ShapeSchema = oneOf<Shape>(SHAPES);
export const UniversalColourSchema = oneOf<UniversalColour>(UNIVERSAL_COLOURS);
export const UniversalNumberSchema = Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1] });
export const ZenerSymbolSchema = oneOf<ZenerSymbol>(ZENER_SYMBOLS);
export const YinYangSchema = oneOf<YinYang>(YIN_YANG);
export const DoorColourSchema = oneOf<DoorColour>(DOOR_COLOURS);
export const DoorStateSchema = oneOf<DoorState>(['closed', 'open', 'locked']);
export const ElementSchema = oneOf<Element>(ELEMENTS);
export const DualityWordSchema = oneOf<DualityWord>(DUALITY_PAIRS.flat());
export const CropCircleSchema = oneOf<CropCircle>(CROP_CIRCLES);
export const CropSchema = oneOf<Crop>(CROPS);
export const MoonSchema = oneOf<Moon>(MOONS);
export const SenseSchema = oneOf<Sense>(SENSES);
export const MonkeySchema = oneOf<Monkey>(MONKEYS);
export const MantraWordSchema = oneOf<MantraWord>(unique(MANTRA_COLUMNS.flat()));
export const GardenSymbolSchema = oneOf<GardenSymbol>(GARDEN_SYMBOLS);
export const KarmaHintSchema = oneOf<KarmaHint>(['higher', 'lower', 'found']);

/** One of the 32 garden cards: which symbols are in the garden. */
export const GardenCardSchema = Type.Object({
  tree: Type.Boolean(),
  ufo: Type.Boolean(),
  sun: Type.Boolean(),
  flower: Type.Boolean(),
  bird: Type.Boolean(),
});

export const UniversalGuessSchema = Type.Object({
  shape: ShapeSchema,
  colour: UniversalColourSchema,
  number: UniversalNumberSchema,
});

export const CropGuessSchema = Type.Object({ circle: CropCircleSchema, crop: CropSchema, moon: MoonSchema });
