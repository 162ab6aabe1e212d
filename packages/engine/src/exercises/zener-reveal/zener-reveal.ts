// 10 Zener part 2 (spec §4): the deck is flipped; does a drawn card match the symbol saved in part 1?
// First draw matches: 1 and the Golden Orb; second draw (reshuffled) matches: 2; else 3.
// Each card is drawn when the player flips it, from the full five-symbol deck.
import { ZENER_SYMBOLS } from '../../content';
import type { ZenerRevealView, ZenerSymbol } from '../../types';
import type { ExerciseDef } from '../definition';
import { isRecord, notAnObject, overRejection, reject } from '../validate';
import { capitalise, phraseOf } from '../../labels/labels';

export interface ZenerRevealState {
  symbol: ZenerSymbol;
  draws: ZenerSymbol[];
}

const MAX_DRAWS = 2;
const matched = (s: ZenerRevealState): boolean => s.draws.includes(s.symbol);
const isOver = (s: ZenerRevealState): boolean => matched(s) || s.draws.length === MAX_DRAWS;
const score = (s: ZenerRevealState): number | null => (!isOver(s) ? null : matched(s) ? s.draws.length : MAX_DRAWS + 1);

export const zenerReveal: ExerciseDef<ZenerRevealState, ZenerRevealView> = {
  id: 'zener-reveal',
  setup(_targets, context) {
    if (context.zenerSymbol === null) throw new Error('zener-reveal needs the symbol saved by the Zener pick');
    return { symbol: context.zenerSymbol, draws: [] };
  },
  move(state, input, targets) {
    if (isOver(state)) return overRejection('Zener');
    if (!isRecord(input)) return notAnObject('{"action": "draw"}');
    if (input.action !== 'draw')
      return reject(
        input.action === undefined ? 'incomplete' : 'unknown-choice',
        'The only move here is {"action": "draw"}.',
      );
    const card = ZENER_SYMBOLS[targets.int(ZENER_SYMBOLS.length)] as ZenerSymbol;
    const next = { ...state, draws: [...state.draws, card] };
    const hit = card === state.symbol;
    const message = hit
      ? `${capitalise(phraseOf(card))}: a match on draw ${next.draws.length}.`
      : isOver(next)
        ? `${capitalise(phraseOf(card))}: no match; Zener scores 3.`
        : `${capitalise(phraseOf(card))}: no match; the deck is reshuffled for a second draw.`;
    return { ok: true, state: next, outcome: { kind: hit ? 'hit' : 'miss', message, reveal: { card } } };
  },
  isOver,
  score,
  orb: (s) => s.draws[0] === s.symbol,
  view: (s) => ({ step: 'zener-reveal', symbol: s.symbol, draws: [...s.draws], over: isOver(s), score: score(s) }),
  legalMoves: (view) => (view.over ? [] : [{ action: 'draw' }]),
};
