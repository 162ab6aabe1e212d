// Issue 34 item 2, the outcome always readable: the dock (the answer and Continue) rides the bottom of a
// phone's screen, so it would lie over whatever the board shows at the bottom of the screen. After every
// answer the board's latest outcome (the element it marks `data-outcome`: an attempt's card, a history
// row, the turned card) is scrolled clear of it, below the sticky site header and above the dock.
import { useEffect, type RefObject } from 'react';

/** Space kept between the outcome and the dock or the header, in CSS px. */
export const OUTCOME_GAP = 8;

export interface Edges {
  top: number;
  bottom: number;
}

/**
 * How far to scroll (positive: down) so `outcome` sits between `headerBottom` and `dockTop`, with a gap.
 * An outcome taller than that space keeps its top in view (the start of what it says).
 */
export function scrollToClear(outcome: Edges, dockTop: number, headerBottom: number): number {
  let dy = 0;
  if (outcome.bottom > dockTop - OUTCOME_GAP) dy = outcome.bottom - (dockTop - OUTCOME_GAP);
  if (outcome.top - dy < headerBottom + OUTCOME_GAP) dy = outcome.top - (headerBottom + OUTCOME_GAP);
  return Math.round(dy);
}

/**
 * The last element the board marks as its outcome, or null. A list of records (attempts, rolls, picks) is
 * marked `data-outcome="last-child"`: its newest record, the last child, is the outcome.
 */
export function latestOutcome(stage: Element): Element | null {
  const marked = stage.querySelectorAll('[data-outcome]');
  const last = marked.length > 0 ? marked[marked.length - 1]! : null;
  if (last?.getAttribute('data-outcome') === 'last-child') return last.lastElementChild ?? last;
  return last;
}

/** After each answer (`answered` changes), once the board has drawn it, scrolls its outcome clear of the dock. */
export function useOutcomeInView(
  stage: RefObject<HTMLElement | null>,
  dock: RefObject<HTMLElement | null>,
  answered: number,
): void {
  useEffect(() => {
    if (answered === 0) return;
    // Two frames: the board's own effects (a pick's status, the attempt rebuilt from the reveal) draw first.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        const outcome = stage.current && latestOutcome(stage.current);
        if (!outcome || !dock.current) return;
        const header = document.querySelector('.site-header');
        const dy = scrollToClear(
          outcome.getBoundingClientRect(),
          dock.current.getBoundingClientRect().top,
          header?.getBoundingClientRect().bottom ?? 0,
        );
        if (dy !== 0) window.scrollBy({ top: dy, behavior: 'instant' });
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [answered, stage, dock]);
}
