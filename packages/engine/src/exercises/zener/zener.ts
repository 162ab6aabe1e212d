// Zener part 1 (spec §2): right after Universal, the player picks one of five symbols; it is saved
// for part 2 (zener-reveal). Not scored.
import { ZENER_SYMBOLS } from '../../content';
import type { ZenerPickView, ZenerSymbol } from '../../types';
import type { ExerciseDef } from '../definition';
import { isRecord, notAnObject, overRejection, readOption } from '../validate';
import { phraseOf } from '../../labels/labels';

export interface ZenerPickState {
  symbol: ZenerSymbol | null;
}

export const zener: ExerciseDef<ZenerPickState, ZenerPickView> = {
  id: 'zener',
  setup: () => ({ symbol: null }),
  move(state, input) {
    if (state.symbol !== null) return overRejection('The Zener pick');
    if (!isRecord(input)) return notAnObject('{"symbol": "circle"}');
    const symbol = readOption(input, 'symbol', ZENER_SYMBOLS, 'Zener symbol');
    if (typeof symbol !== 'string') return symbol;
    return {
      ok: true,
      state: { symbol },
      outcome: { kind: 'neutral', message: `Your symbol, ${phraseOf(symbol)}, is saved for later.` },
    };
  },
  isOver: (state) => state.symbol !== null,
  score: () => null,
  orb: () => false,
  view: (state) => ({
    step: 'zener',
    options: ZENER_SYMBOLS,
    symbol: state.symbol,
    over: state.symbol !== null,
    score: null,
  }),
  legalMoves: (view) => (view.over ? [] : view.options.map((symbol) => ({ symbol }))),
};
