// Each exercise's artwork as one plate (docs/decisions.md: view-image shows it full screen; the instructions
// and the exercises' popups link to it). Built only from the pieces the boards draw.
import type { ReactElement } from 'react';
import { CardBack } from './card';
import { Crop, CropCircle, Moon } from './crop-circles';
import { Die } from './dice';
import { Door, Gate } from './doors';
import { DualityIcon } from './duality';
import { ELEMENTS, Element } from './elements';
import { FAMILY_MEMBERS, FamilyMember } from './family';
import { GARDEN_SYMBOLS, GardenSymbol } from './garden';
import { GoCardFace } from './go-card';
import { KarmaCell } from './karma';
import { MantraWordTile } from './mantra';
import { MONKEYS, Monkey } from './monkeys';
import { SENSES, Sense } from './senses';
import { NumberGlyph, Shape } from './universal';
import { YinYang } from './yin-yang';
import { ZENER_SYMBOLS, ZenerSymbol } from './zener';
import './plate.css';

interface Plate {
  /** Columns of the plate's grid on a wide screen (a phone wraps). */
  columns: number;
  pieces: () => ReactElement[];
}

const PLATES: Record<number, Plate> = {
  1: { columns: 3, pieces: () => [<CardBack key="a" />, <GoCardFace key="go" />, <CardBack key="b" />] },
  2: { columns: 4, pieces: () => FAMILY_MEMBERS.map((m) => <FamilyMember key={m} member={m} />) },
  3: {
    columns: 4,
    pieces: () => [
      <Shape key="t" shape="triangle" colour="green" />,
      <Shape key="s" shape="square" colour="red" />,
      <NumberGlyph key="0" value={0} />,
      <NumberGlyph key="1" value={1} />,
    ],
  },
  4: { columns: 2, pieces: () => [<Die key="a" value={6} />, <Die key="b" value={6} label="A double: two sixes" />] },
  5: { columns: 1, pieces: () => [<YinYang key="yy" />] },
  6: {
    columns: 4,
    pieces: () =>
      (['blue', 'green', 'red', 'purple'] as const).map((c) => (
        <Door key={c} colour={c} state={c === 'red' ? 'locked' : 'closed'} />
      )),
  },
  7: { columns: 5, pieces: () => ELEMENTS.map((e) => <Element key={e} element={e} />) },
  8: {
    columns: 4,
    pieces: () => (['bitter', 'sweet', 'love', 'hate'] as const).map((w) => <DualityIcon key={w} word={w} />),
  },
  9: {
    columns: 3,
    pieces: () => [
      <CropCircle key="c" kind="angel" />,
      <Crop key="w" kind="wheat" />,
      <Moon key="m" phase="full-moon" />,
    ],
  },
  10: { columns: 5, pieces: () => ZENER_SYMBOLS.map((s) => <ZenerSymbol key={s} symbol={s} />) },
  11: { columns: 3, pieces: () => [<Gate key="a" />, <Gate key="b" state="locked" />, <Gate key="c" state="open" />] },
  12: { columns: 3, pieces: () => SENSES.map((s) => <Sense key={s} sense={s} />) },
  13: { columns: 3, pieces: () => MONKEYS.map((m) => <Monkey key={m} monkey={m} />) },
  14: {
    columns: 3,
    pieces: () =>
      ['Need', 'Love', 'Peace', 'Want', 'Compassion', 'Wisdom'].map((w) => <MantraWordTile key={w} word={w} />),
  },
  15: { columns: 5, pieces: () => GARDEN_SYMBOLS.map((s) => <GardenSymbol key={s} symbol={s} />) },
  16: {
    columns: 10,
    pieces: () =>
      Array.from({ length: 30 }, (_, i) => i + 1).map((n) => (
        <KarmaCell key={n} value={n} state={n < 11 ? 'discarded' : n === 23 ? 'picked' : 'visible'} />
      )),
  },
};

export function hasPlate(customId: number): boolean {
  return customId in PLATES;
}

/** The artwork of exercise custom_id (1-16); null for any other number. */
export function ExercisePlate({ customId, className }: { customId: number; className?: string }) {
  const plate = PLATES[customId];
  if (!plate) return null;
  return (
    <div
      className={`psi-plate ${className ?? ''}`.trim()}
      style={{
        ['--plate-columns' as string]: plate.columns,
        ['--plate-columns-narrow' as string]: plate.columns <= 5 ? plate.columns : plate.columns >= 10 ? 5 : 3,
      }}
      data-testid={`plate-${customId}`}
    >
      {plate.pieces().map((piece) => (
        <div key={piece.key} className="psi-plate__piece">
          {piece}
        </div>
      ))}
    </div>
  );
}
