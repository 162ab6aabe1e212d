// Plays a circuit by clicking, as a generic player (the acceptance run, docs/architecture.md Tests): on every exercise it presses an
// enabled choice (one per question where a board asks several, then the board's send button), and
// Continue between exercises. It knows no board by heart, so a redesign does not break it.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** 17 steps, each at most a few dozen presses even for an unlucky guesser (Yin Yang, Monkeys, Garden). */
const MAX_ACTIONS = 600;
/** How long one screen may show nothing to press (a move in flight, a door opening) before we give up. */
const STALL_MS = 20_000;

type Action = 'continue' | 'select' | 'submit' | 'pick' | 'wait' | 'dialog';

/**
 * Looks at the page and marks the one control to press next with data-e2e-next. Runs in the browser:
 * the decision needs many attribute reads, one round trip is much faster than a locator each.
 */
function nextAction(): { action: Action; text: string; path: string } {
  const path = location.pathname;
  document.querySelectorAll('[data-e2e-next]').forEach((el) => el.removeAttribute('data-e2e-next'));
  const usable = (b: HTMLButtonElement) =>
    !b.disabled && b.getAttribute('aria-disabled') !== 'true' && b.getClientRects().length > 0;
  const mark = (b: HTMLButtonElement, action: Action) => {
    b.setAttribute('data-e2e-next', '');
    return { action, text: b.getAttribute('aria-label') ?? b.textContent?.trim() ?? '', path };
  };
  const dialog = document.querySelector('dialog[open]');
  if (dialog) return { action: 'dialog', text: dialog.textContent?.trim() ?? '', path };

  const buttons = [...document.querySelectorAll<HTMLButtonElement>('main button')];
  const next = buttons.find((b) => b.textContent?.trim() === 'Continue' && usable(b));
  if (next) return mark(next, 'continue');

  const stage = document.querySelector('.circuit__stage');
  if (!stage || stage.getAttribute('aria-busy') === 'true') return { action: 'wait', text: 'busy', path };
  const inStage = [...stage.querySelectorAll<HTMLButtonElement>('button')].filter(usable);
  // Multi-part guesses (Universal, Duality, Crop Circles): one choice per question, then send.
  for (const group of stage.querySelectorAll('fieldset')) {
    if (group.querySelector('button[aria-pressed="true"]')) continue;
    const first = [...group.querySelectorAll<HTMLButtonElement>('button')].find(usable);
    if (first) return mark(first, 'select');
  }
  const send = inStage.find((b) => !b.closest('fieldset'));
  if (stage.querySelector('fieldset') && send) return mark(send, 'submit');
  const pick = inStage.find((b) => b.getAttribute('aria-pressed') !== 'true') ?? inStage[0];
  return pick ? mark(pick, 'pick') : { action: 'wait', text: 'nothing to press', path };
}

/** Plays from wherever the circuit is until the route game-end; returns the routes visited in order. */
export interface PlayOptions {
  /** Stop once this route is reached (playing part of a circuit). */
  stopAt?: string;
  /** Press OK on the offline 'Notification' alert instead of failing (an offline circuit). */
  offlineAlertOk?: boolean;
  /** After every move, the outcome must be in view without scrolling (phones, docs/decisions.md). */
  outcomeInView?: boolean;
  /**
   * Issue 34 item 2: after every move the board's latest outcome (what it marks data-outcome) must lie
   * wholly inside the screen, below the header, and its box must not meet the dock's; every exercise must mark one.
   */
  outcomeClearOfDock?: boolean;
  /** Called after every answered move, with the exercise's path. */
  afterMove?: (path: string) => Promise<void>;
  /** Called once on each exercise's route, once its board is drawn and before the first press. */
  onEnter?: (path: string) => Promise<void>;
  /**
   * Issue 34: a board animates each answer (up to 0.9 s) before the result shows; the player taps to skip
   * it, as a hurried player may. True: wait every animation out instead.
   */
  watchReveals?: boolean;
}

/** The answer to the last move, its text and whether all of it is inside the viewport. */
function outcomeSeen(): { text: string; inView: boolean } {
  const el = document.querySelector('.circuit-outcome__message');
  const text = el?.textContent?.trim() ?? '';
  if (!el || !text) return { text, inView: true };
  const r = el.getBoundingClientRect();
  return { text, inView: r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth };
}

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}
/** The latest outcome's box, the dock's, the header's bottom and the screen's height (null: no outcome marked). */
function outcomeAndDock(): { outcome: Box; dock: Box; headerBottom: number; height: number; text: string } | null {
  const marked = document.querySelectorAll('.circuit__stage [data-outcome]');
  let el = marked[marked.length - 1];
  if (!el) return null;
  if (el.getAttribute('data-outcome') === 'last-child') el = el.lastElementChild ?? el;
  const box = (e: Element | null): Box => {
    const r = e?.getBoundingClientRect() ?? { top: 0, bottom: 0, left: 0, right: 0 };
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  };
  return {
    outcome: box(el),
    dock: box(document.querySelector('[data-testid="outcome-dock"]')),
    headerBottom: document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0,
    height: window.innerHeight,
    text: (el.textContent ?? '').trim().slice(0, 60),
  };
}

const overlaps = (a: Box, b: Box) => a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;

/** Waits (the board scrolls its outcome clear a frame or two after the answer) until it is clear, else fails. */
async function expectOutcomeClear(page: Page, path: string): Promise<boolean> {
  let seen: Awaited<ReturnType<typeof outcomeAndDock>> = null;
  await expect
    .poll(
      async () => {
        seen = await page.evaluate(outcomeAndDock);
        if (!seen) return 'no outcome marked';
        const { outcome, dock, headerBottom, height } = seen;
        if (overlaps(outcome, dock))
          return `covered by the dock (outcome ${outcome.top}-${outcome.bottom}, dock ${dock.top}-${dock.bottom})`;
        if (outcome.top < headerBottom - 0.5 || outcome.bottom > height + 0.5)
          return `off the screen (outcome ${outcome.top}-${outcome.bottom}, header ${headerBottom}, screen ${height})`;
        return 'clear';
      },
      { message: `the outcome on ${path} is clear of the dock and in view`, timeout: 3000 },
    )
    .toMatch(/^(clear|no outcome marked)$/);
  return seen !== null;
}

export async function playToEnd(page: Page, options: PlayOptions = {}): Promise<string[]> {
  const visited: string[] = [];
  const outcomeMarked = new Set<string>();
  let stalledSince = Date.now();
  for (let i = 0; i < MAX_ACTIONS; i++) {
    // The route as the page itself has it, read with the next action in one round trip: page.url()
    // follows navigation events, and an offline circuit in a fresh-clone run pressed Continue, showed
    // the next exercise, and waited 15 s for a route change the events never reported.
    const { action, text, path } = await page.evaluate(nextAction);
    if (path === '/game-end' || path === options.stopAt) {
      if (visited.at(-1) !== path) visited.push(path);
      if (options.outcomeClearOfDock) {
        const played = visited.filter((p) => p !== '/game-end' && p !== options.stopAt);
        expect(
          played.filter((p) => !outcomeMarked.has(p)),
          'exercises whose board marks no outcome',
        ).toEqual([]);
      }
      return visited;
    }
    expect(path, 'the circuit only moves through exercise routes').toMatch(/^\/game-/);
    if (visited.at(-1) !== path) {
      visited.push(path);
      if (options.onEnter) {
        await page.locator('.circuit__stage button').first().waitFor({ timeout: STALL_MS });
        await options.onEnter(path);
        // Look again: the board was still drawing when the action above was chosen.
        continue;
      }
    }
    if (action === 'dialog') {
      if (options.offlineAlertOk && text.includes('Not connected to Internet')) {
        await page.getByRole('alertdialog', { name: 'Notification' }).getByRole('button', { name: 'OK' }).click();
        continue;
      }
      throw new Error(`A dialog interrupted the circuit on ${path}: ${text}`);
    }
    if (action === 'wait') {
      if (Date.now() - stalledSince > STALL_MS)
        throw new Error(`Nothing to press on ${path} for ${STALL_MS} ms (${text})`);
      await page.waitForTimeout(100);
      continue;
    }
    stalledSince = Date.now();
    // React may swap the marked control for a new one before the click lands (a route change is a
    // transition: the last page stays on screen until the next has loaded): then look again.
    const marked = page.locator('[data-e2e-next]');
    try {
      await marked.click({ timeout: 5_000 });
    } catch (error) {
      if ((await marked.count()) === 0) continue;
      throw error;
    }
    if (action === 'continue') {
      await page.waitForFunction((from) => location.pathname !== from, path, { timeout: 15_000 });
    } else {
      // Let the move's answer arrive before looking again (the stage is aria-busy meanwhile, and while
      // the board reveals it: a tap then jumps to the end of the animation).
      await page.waitForFunction(
        () => {
          const el = document.querySelector('.circuit__stage');
          return el?.getAttribute('aria-busy') !== 'true' || el.hasAttribute('data-revealing');
        },
        null,
        { timeout: 15_000 },
      );
      // Looked up in the page, not by a locator that would wait: the last move of a circuit leaves its stage.
      if (!options.watchReveals)
        await page.evaluate(() => {
          const stage = document.querySelector('.circuit__stage');
          if (stage?.hasAttribute('data-revealing')) stage.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        });
      await page.waitForFunction(
        () => document.querySelector('.circuit__stage')?.getAttribute('aria-busy') !== 'true',
        null,
        { timeout: 15_000 },
      );
      if (options.outcomeInView) {
        const seen = await page.evaluate(outcomeSeen);
        expect(seen.inView, `the answer "${seen.text}" on ${path} is in view without scrolling`).toBe(true);
        expect(seen.text, `no wire id in "${seen.text}"`).not.toMatch(/\b[a-z]+-[a-z]+(-[a-z]+)?\b/);
      }
      if (options.outcomeClearOfDock && (await expectOutcomeClear(page, path))) outcomeMarked.add(path);
      await options.afterMove?.(path);
    }
  }
  throw new Error(`The circuit did not reach game-end within ${MAX_ACTIONS} presses: ${visited.join(' → ')}`);
}
