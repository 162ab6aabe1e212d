// A move as a union tagged by step (docs/api.md, Verified circuits): each member names exactly one
// exercise's fields (packages/engine/src/types.ts, MoveMap), closed, with the game's words as enums.
// The server validates a move body with it once, at the route; the engine then checks what only the
// circuit's state knows (a door on the current wall, a still-visible number, a card not yet tried).
// moves.test.ts checks the static types equal the engine's and that every legal move validates.
import type { MoveMap, StepId } from '@psi/engine';
import { Type, type Static, type TObject, type TSchema } from 'typebox';
import {
  CropCircleSchema,
  CropSchema,
  DualityWordSchema,
  ElementSchema,
  FamilyMemberSchema,
  MantraWordSchema,
  MonkeySchema,
  MoonSchema,
  ReadySetGoCardSchema,
  SenseSchema,
  ShapeSchema,
  UniversalColourSchema,
  UniversalNumberSchema,
  YinYangSchema,
  ZenerSymbolSchema,
} from './words';

/** Doors, gates and Karma's numbers: bounded, so a move stays small; the engine checks the range. */
const SmallInteger = Type.Integer({ minimum: -1000, maximum: 1000 });

const fields = <P extends Record<string, TSchema>>(properties: P, description: string) =>
  Type.Object(properties, { additionalProperties: false, description });

/** Each step's move, exactly its fields. */
export const MoveSchemas = {
  'ready-set-go': fields({ choice: ReadySetGoCardSchema }, 'The card picked'),
  family: fields({ choice: FamilyMemberSchema }, 'The family member picked'),
  universal: fields(
    { shape: ShapeSchema, colour: UniversalColourSchema, number: UniversalNumberSchema },
    'All three selections (spec §5)',
  ),
  zener: fields({ symbol: ZenerSymbolSchema }, 'The symbol chosen for the Zener reveal'),
  doubles: fields({ action: Type.Literal('roll') }, 'A roll of the two dice'),
  'yin-yang': fields({ choice: YinYangSchema }, 'Yin or Yang'),
  doors: fields({ door: SmallInteger }, 'Door index 0..3 on the current wall'),
  elements: fields({ choice: ElementSchema }, 'The element picked'),
  duality: fields(
    { choices: Type.Array(DualityWordSchema, { maxItems: 12 }) },
    'Six words, one per pair, in pair order',
  ),
  'crop-circles': fields({ circle: CropCircleSchema, crop: CropSchema, moon: MoonSchema }, 'All three selections'),
  'zener-reveal': fields({ action: Type.Literal('draw') }, 'A draw of the next card'),
  gateway: fields({ gate: SmallInteger }, 'Gate index on the current wall'),
  'sense-the-sense': fields({ choice: SenseSchema }, 'The sense picked'),
  'three-wise-monkeys': fields({ choice: MonkeySchema }, 'The monkey picked'),
  mantra: fields({ choice: MantraWordSchema }, 'A word of the current column'),
  'in-the-garden': fields({ answer: Type.Boolean() }, 'Yes (true) or no (false) to the question'),
  karma: fields({ number: SmallInteger }, 'A still-visible number'),
} satisfies Record<StepId, TSchema>;

export type MoveSchemaMap = typeof MoveSchemas;

const STEPS_WITH_MOVES = Object.keys(MoveSchemas) as StepId[];

/** A move of some step, its fields exactly that step's (narrowed by `step`). */
export type TaggedMove = { [S in StepId]: { step: S; move: MoveMap[S] } }[StepId];

/**
 * One member per step, `{ ...extra, step, move }`, closed: a request body (with `seq`) or a proof's
 * record (with `outcome`). An anyOf for the OpenAPI document; the server says which field is wrong
 * by checking the member its `step` names (apps/server/src/circuits/move-errors.ts).
 */
export function taggedByStep<X extends Record<string, TSchema>>(extra: X, description: string) {
  const members = STEPS_WITH_MOVES.map((step) => taggedMember(step, extra));
  return Type.Unsafe<Static<TObject<X>> & TaggedMove>(Type.Union(members, { description }));
}

/** The member of one step: `{ ...extra, step, move }`, closed. */
export function taggedMember<X extends Record<string, TSchema>>(step: StepId, extra: X): TSchema {
  return Type.Object(
    { ...extra, step: Type.Literal(step), move: MoveSchemas[step] },
    { additionalProperties: false, title: step },
  );
}
