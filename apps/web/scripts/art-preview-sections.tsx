// The catalogue shown by art-preview.tsx: every component, every variant.
import type { ReactNode } from 'react';
import { CardBack, CardFace, FlipCard } from '../src/components/art/card';
import { BlankCardFace, GoCardFace } from '../src/components/art/go-card';
import { ZENER_SYMBOLS, ZenerSymbol } from '../src/components/art/zener';
import { ColourSwatch, NumberGlyph, Shape } from '../src/components/art/universal';
import { FAMILY_MEMBERS, FamilyMember } from '../src/components/art/family';
import { Door, Gate } from '../src/components/art/doors';
import { ELEMENTS, Element } from '../src/components/art/elements';
import { SENSES, Sense } from '../src/components/art/senses';
import { DUALITY_WORDS, DualityIcon } from '../src/components/art/duality';
import { CROP_CIRCLE_KINDS, CROPS, Crop, CropCircle, MOON_PHASES, Moon } from '../src/components/art/crop-circles';
import { MONKEYS, Monkey } from '../src/components/art/monkeys';
import { MantraWordTile } from '../src/components/art/mantra';
import { GARDEN_SYMBOLS, GardenCard, GardenSymbol, type GardenPresence } from '../src/components/art/garden';
import { KarmaCell } from '../src/components/art/karma';
import { EyeLogo } from '../src/components/art/eye';
import { GoldenOrb } from '../src/components/art/orb';
import { Die } from '../src/components/art/dice';
import { Yang, Yin, YinYang } from '../src/components/art/yin-yang';

export type Kind = 'card' | 'icon' | 'tile' | 'cell' | 'wide';
export interface Section {
  id: string;
  items: Array<{ name: string; kind: Kind; el: ReactNode }>;
}

export const sections: Section[] = [
  {
    id: 'card',
    items: [
      { name: 'CardBack', kind: 'card', el: <CardBack /> },
      { name: 'CardFace (empty)', kind: 'card', el: <CardFace /> },
      { name: 'CardFace muted', kind: 'card', el: <CardFace muted /> },
      { name: 'FlipCard down', kind: 'card', el: <FlipCard flipped={false} front={<CardFace />} /> },
      { name: 'FlipCard up', kind: 'card', el: <FlipCard flipped front={<CardFace label="Face" />} /> },
    ],
  },

  {
    id: 'go-zener',
    items: [
      { name: 'GoCardFace', kind: 'card', el: <GoCardFace /> },
      { name: 'BlankCardFace', kind: 'card', el: <BlankCardFace /> },
      ...ZENER_SYMBOLS.map((s) => ({
        name: `card ${s}`,
        kind: 'card' as const,
        el: (
          <CardFace label={s}>
            <ZenerSymbol symbol={s} />
          </CardFace>
        ),
      })),
      ...ZENER_SYMBOLS.map((s) => ({ name: s, kind: 'icon' as const, el: <ZenerSymbol symbol={s} /> })),
    ],
  },
  {
    id: 'universal-dice-yinyang',
    items: [
      ...(['triangle', 'square'] as const).flatMap((shape) => [
        { name: shape, kind: 'icon' as const, el: <Shape shape={shape} /> },
        ...(['green', 'red'] as const).map((c) => ({
          name: `${c} ${shape}`,
          kind: 'icon' as const,
          el: <Shape shape={shape} colour={c} />,
        })),
      ]),
      { name: 'green', kind: 'icon', el: <ColourSwatch colour="green" /> },
      { name: 'red', kind: 'icon', el: <ColourSwatch colour="red" /> },
      { name: '0', kind: 'icon', el: <NumberGlyph value={0} /> },
      { name: '1', kind: 'icon', el: <NumberGlyph value={1} /> },
      ...([1, 2, 3, 4, 5, 6] as const).map((v) => ({ name: `die ${v}`, kind: 'icon' as const, el: <Die value={v} /> })),
      { name: 'YinYang', kind: 'icon', el: <YinYang /> },
      { name: 'Yin', kind: 'icon', el: <Yin /> },
      { name: 'Yang', kind: 'icon', el: <Yang /> },
    ],
  },

  {
    id: 'family',
    items: FAMILY_MEMBERS.map((m) => ({ name: m, kind: 'icon' as const, el: <FamilyMember member={m} /> })),
  },

  {
    id: 'doors',
    items: [
      ...(['blue', 'green', 'red', 'purple'] as const).map((c) => ({
        name: c,
        kind: 'icon' as const,
        el: <Door colour={c} />,
      })),
      { name: 'red open', kind: 'icon', el: <Door colour="red" state="open" /> },
      { name: 'blue locked', kind: 'icon', el: <Door colour="blue" state="locked" /> },
      { name: 'gate', kind: 'icon', el: <Gate /> },
      { name: 'gate open', kind: 'icon', el: <Gate state="open" /> },
      { name: 'gate locked', kind: 'icon', el: <Gate state="locked" /> },
    ],
  },

  {
    id: 'elements-senses',
    items: [
      ...ELEMENTS.map((e) => ({ name: e, kind: 'icon' as const, el: <Element element={e} /> })),
      ...SENSES.map((e) => ({ name: e, kind: 'icon' as const, el: <Sense sense={e} /> })),
    ],
  },
  {
    id: 'duality',
    items: DUALITY_WORDS.map((w) => ({ name: w, kind: 'icon' as const, el: <DualityIcon word={w} /> })),
  },

  {
    id: 'crop-monkeys',
    items: [
      ...CROP_CIRCLE_KINDS.map((k) => ({ name: k, kind: 'icon' as const, el: <CropCircle kind={k} /> })),
      ...CROPS.map((k) => ({ name: k, kind: 'icon' as const, el: <Crop kind={k} /> })),
      ...MOON_PHASES.map((k) => ({ name: k, kind: 'icon' as const, el: <Moon phase={k} /> })),
      ...MONKEYS.map((k) => ({ name: k, kind: 'icon' as const, el: <Monkey monkey={k} /> })),
    ],
  },
  {
    id: 'mantra-karma-logo',
    items: [
      ...['Need', 'Want', 'Love', 'Compassion', 'Wisdom', 'Peace', 'Joy', 'Truth', 'Light'].map((w) => ({
        name: w,
        kind: 'tile' as const,
        el: <MantraWordTile word={w} />,
      })),
      ...(['selected', 'correct', 'dropped'] as const).map((st) => ({
        name: st,
        kind: 'tile' as const,
        el: <MantraWordTile word="Wisdom" state={st} />,
      })),
      ...(['visible', 'discarded', 'picked', 'target'] as const).flatMap((st, i) =>
        [7, 42, 100].map((v) => ({ name: st, kind: 'cell' as const, el: <KarmaCell value={v + i} state={st} /> })),
      ),
      { name: 'EyeLogo', kind: 'icon', el: <EyeLogo /> },
      { name: 'orb won', kind: 'icon', el: <GoldenOrb won /> },
      { name: 'orb not won', kind: 'icon', el: <GoldenOrb won={false} /> },
    ],
  },
  {
    id: 'garden',
    items: [
      ...GARDEN_SYMBOLS.map((g) => ({ name: g, kind: 'icon' as const, el: <GardenSymbol symbol={g} /> })),
      ...[0, 31, 1, 2, 4, 8, 16, 5, 10, 21, 26, 30].map((mask) => {
        const present = Object.fromEntries(
          GARDEN_SYMBOLS.map((g, i) => [g, Boolean(mask & (1 << i))]),
        ) as GardenPresence;
        return { name: `mask ${mask}`, kind: 'card' as const, el: <GardenCard present={present} /> };
      }),
    ],
  },
];
