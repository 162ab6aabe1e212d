import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { CardBack, CardFace, FlipCard } from './card';
import { BlankCardFace, GoCardFace } from './go-card';
import { ZENER_SYMBOLS, ZenerSymbol } from './zener';
import { FAMILY_MEMBERS, FamilyMember } from './family';
import { ColourSwatch, NumberGlyph, Shape } from './universal';
import { Die } from './dice';
import { Yang, Yin, YinYang, YinYangHalfArt } from './yin-yang';
import { Door, Gate } from './doors';
import { ELEMENTS, Element } from './elements';
import { DUALITY_WORDS, DualityIcon } from './duality';
import { CROP_CIRCLE_KINDS, CROPS, Crop, CropCircle, MOON_PHASES, Moon } from './crop-circles';
import { SENSES, Sense } from './senses';
import { MONKEYS, Monkey } from './monkeys';
import { MantraWordTile } from './mantra';
import { GARDEN_SYMBOLS, GardenCard, GardenSymbol, type GardenPresence } from './garden';
import { KarmaCell } from './karma';
import { EyeLogo } from './eye';
import { GoldenOrb } from './orb';

// Every variant of every piece, with the accessible name it must announce.
const cases: Array<[string, ReactElement, string | RegExp]> = [
  ['CardBack', <CardBack />, 'Card, face down'],
  ['CardFace', <CardFace label="Zener card" />, 'Zener card'],
  ['GoCardFace', <GoCardFace />, 'Go!'],
  ['BlankCardFace', <BlankCardFace />, 'Not this one'],
  ...ZENER_SYMBOLS.map((s): [string, ReactElement, string] => [
    `ZenerSymbol ${s}`,
    <ZenerSymbol symbol={s} />,
    `Zener ${s}`,
  ]),
  ...FAMILY_MEMBERS.map((m): [string, ReactElement, RegExp] => [
    `FamilyMember ${m}`,
    <FamilyMember member={m} />,
    new RegExp(`^${m}$`, 'i'),
  ]),
  ...(['triangle', 'square'] as const).flatMap((shape) =>
    (['green', 'red'] as const).map((c): [string, ReactElement, string] => [
      `Shape ${c} ${shape}`,
      <Shape shape={shape} colour={c} />,
      `${c} ${shape}`,
    ]),
  ),
  ['Shape outline', <Shape shape="triangle" />, 'triangle'],
  ['ColourSwatch', <ColourSwatch colour="red" />, 'red'],
  ['NumberGlyph 0', <NumberGlyph value={0} />, 'Number 0'],
  ['NumberGlyph 1', <NumberGlyph value={1} />, 'Number 1'],
  ...([1, 2, 3, 4, 5, 6] as const).map((v): [string, ReactElement, string] => [
    `Die ${v}`,
    <Die value={v} />,
    `Die showing ${v}`,
  ]),
  ['Die rolling', <Die value={3} rolling />, 'Die, rolling'],
  ['YinYang', <YinYang />, 'Yin and Yang'],
  ['Yin', <Yin />, 'Yin'],
  ['Yang', <Yang />, 'Yang'],
  ...(['blue', 'green', 'red', 'purple'] as const).flatMap((c) =>
    (['closed', 'open', 'locked'] as const).map((st): [string, ReactElement, string] => [
      `Door ${c} ${st}`,
      <Door colour={c} state={st} />,
      `${c} door, ${st}`,
    ]),
  ),
  ...(['closed', 'open', 'locked'] as const).map((st): [string, ReactElement, string] => [
    `Gate ${st}`,
    <Gate state={st} />,
    `Gate, ${st}`,
  ]),
  ...ELEMENTS.map((e): [string, ReactElement, RegExp] => [
    `Element ${e}`,
    <Element element={e} />,
    new RegExp(`^${e}$`, 'i'),
  ]),
  ...DUALITY_WORDS.map((w): [string, ReactElement, RegExp] => [
    `DualityIcon ${w}`,
    <DualityIcon word={w} />,
    new RegExp(`^${w}$`, 'i'),
  ]),
  ...CROP_CIRCLE_KINDS.map((k): [string, ReactElement, RegExp] => [
    `CropCircle ${k}`,
    <CropCircle kind={k} />,
    /^Crop circle: /,
  ]),
  ...CROPS.map((k): [string, ReactElement, RegExp] => [`Crop ${k}`, <Crop kind={k} />, new RegExp(`^${k}$`, 'i')]),
  ...MOON_PHASES.map((p): [string, ReactElement, string] => [
    `Moon ${p}`,
    <Moon phase={p} />,
    p === 'full-moon' ? 'Full moon' : 'New moon',
  ]),
  ...SENSES.map((s): [string, ReactElement, RegExp] => [`Sense ${s}`, <Sense sense={s} />, new RegExp(`^${s}$`, 'i')]),
  ...MONKEYS.map((m): [string, ReactElement, RegExp] => [
    `Monkey ${m}`,
    <Monkey monkey={m} />,
    new RegExp(`^${m.replace(/-/g, ' ')}$`, 'i'),
  ]),
  ...['Need', 'Want', 'Love', 'Compassion', 'Wisdom', 'Peace', 'Joy', 'Truth', 'Light'].map(
    (w): [string, ReactElement, string] => [`MantraWordTile ${w}`, <MantraWordTile word={w} />, w],
  ),
  ['MantraWordTile dropped', <MantraWordTile word="Want" state="dropped" />, 'Want, dropped'],
  ...GARDEN_SYMBOLS.map((s): [string, ReactElement, RegExp] => [
    `GardenSymbol ${s}`,
    <GardenSymbol symbol={s} />,
    new RegExp(`^${s}$`, 'i'),
  ]),
  ['KarmaCell visible', <KarmaCell value={42} state="visible" />, '42'],
  ['KarmaCell discarded', <KarmaCell value={7} state="discarded" />, '7, discarded'],
  ['KarmaCell picked', <KarmaCell value={50} state="picked" />, '50, picked'],
  ['KarmaCell target', <KarmaCell value={100} state="target" />, '100, the hidden number'],
  ['EyeLogo', <EyeLogo animation="blink" />, 'Psi Circuit'],
  ['GoldenOrb won', <GoldenOrb won />, 'Golden Orb, won'],
  ['GoldenOrb not won', <GoldenOrb won={false} />, 'Golden Orb, not won'],
];

describe('art components', () => {
  // Read the root directly: getByRole's name computation over every SVG node is slow in a test DOM (happy-dom),
  // and role="img" + aria-label on the root is exactly what assistive technology reads.
  it.each(cases)('%s renders an svg image with its accessible name', (_, el, name) => {
    const { container } = render(el);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('role')).toBe('img');
    expect(svg?.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
    const label = svg?.getAttribute('aria-label') ?? '';
    if (typeof name === 'string') expect(label).toBe(name);
    else expect(label).toMatch(name);
    expect(svg?.querySelector(':scope > title')?.textContent).toBe(label);
  });

  it('gives each instance its own gradient ids so repeated cards do not share paint', () => {
    const { container } = render(
      <>
        <CardBack />
        <CardBack />
      </>,
    );
    const ids = [...container.querySelectorAll('[id]')].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('accepts a capitalised duality word as the same icon', () => {
    render(<DualityIcon word="Bitter" />);
    expect(screen.getByRole('img', { name: 'Bitter' })).toBeTruthy();
  });

  it('a custom label overrides the default name', () => {
    render(<ZenerSymbol symbol="star" label="Your symbol: star" />);
    expect(screen.getByRole('img', { name: 'Your symbol: star' })).toBeTruthy();
  });
});

describe('FlipCard', () => {
  it.each([
    ['shows the back and hides the face while not flipped', false, 'Card, face down', 'Go!'],
    ['turns the face up and hides the back once flipped', true, 'Go!', 'Card, face down'],
  ])('%s', (_case, flipped, shown, hidden) => {
    const { container } = render(<FlipCard flipped={flipped} front={<GoCardFace />} />);
    expect(container.firstElementChild?.classList.contains('is-flipped')).toBe(flipped);
    expect(screen.getByRole('img', { name: shown })).toBeTruthy();
    expect(screen.queryByRole('img', { name: hidden })).toBeNull();
  });
});

describe('GardenCard', () => {
  // All 32 cards of the deck: bit i of the mask says whether GARDEN_SYMBOLS[i] is in the garden.
  const masks = Array.from({ length: 32 }, (_, mask) => mask);
  it.each(masks)('card %i draws exactly its present symbols', (mask) => {
    const present = Object.fromEntries(GARDEN_SYMBOLS.map((s, i) => [s, Boolean(mask & (1 << i))])) as GardenPresence;
    const { container } = render(<GardenCard present={present} />);
    const drawn = [...container.querySelectorAll('[data-symbol]')].map((e) => e.getAttribute('data-symbol'));
    expect(drawn).toEqual(GARDEN_SYMBOLS.filter((s) => present[s]));
    const card = container.querySelector('svg')!;
    expect(card.getAttribute('aria-label')).toBe(
      drawn.length
        ? `Garden with ${drawn.map((s) => (s === 'ufo' ? 'UFO' : s!.charAt(0).toUpperCase() + s!.slice(1))).join(', ')}`
        : 'An empty garden',
    );
  });

  it('an empty garden still has its scene but no symbols', () => {
    const none = Object.fromEntries(GARDEN_SYMBOLS.map((s) => [s, false])) as GardenPresence;
    const { container } = render(<GardenCard present={none} />);
    expect(container.querySelectorAll('[data-symbol]')).toHaveLength(0);
    expect(
      within(container).getByRole('img', { name: 'An empty garden' }).querySelectorAll('path').length,
    ).toBeGreaterThan(3);
  });
});

describe('YinYangHalfArt', () => {
  it.each(['yin', 'yang'] as const)('names the %s half', (half) => {
    render(<YinYangHalfArt half={half} />);
    expect(screen.getByRole('img', { name: new RegExp(`^${half}$`, 'i') })).toBeTruthy();
  });
});
