import { describe, expect, it, vi } from 'vitest';
import {
  guardEnabled,
  installDevtoolsGuard,
  isDevtoolsShortcut,
  RESTRICTED_TEXT,
  type GuardEvent,
  type GuardWindow,
} from './devtools-guard';

/** A simulated window: sizes we can change, listeners we can fire, a clock we advance by hand. */
function simulatedWindow() {
  const listeners = new Map<string, Set<(e: GuardEvent) => void>>();
  const timers = new Map<number, { fn: () => void; ms: number }>();
  let nextTimer = 1;
  const log = vi.fn();
  const win = {
    innerWidth: 1200,
    innerHeight: 800,
    outerWidth: 1200,
    outerHeight: 880, // browser chrome: below the 160 px gap
    document: { body: { innerHTML: '<div id="root">app</div>' } },
    location: { reload: vi.fn() },
    console: { log, error: log, warn: log, info: log } as Record<string, unknown>,
    addEventListener: (type: string, fn: (e: GuardEvent) => void) =>
      void (listeners.get(type) ?? listeners.set(type, new Set()).get(type)!).add(fn),
    removeEventListener: (type: string, fn: (e: GuardEvent) => void) => void listeners.get(type)?.delete(fn),
    setInterval: (fn: () => void, ms: number) => {
      timers.set(nextTimer, { fn, ms });
      return nextTimer++;
    },
    clearInterval: (id: number) => void timers.delete(id),
  } satisfies GuardWindow;
  const fire = (type: string, init: Partial<GuardEvent> = {}) => {
    const event = { preventDefault: vi.fn(), stopPropagation: vi.fn(), ...init };
    listeners.get(type)?.forEach((fn) => fn(event));
    return event;
  };
  const tick = () => timers.forEach((t) => t.fn());
  return { win, fire, tick, timers, log, listeners };
}

describe('developer-tools guard', () => {
  it.each([
    ['F12', { key: 'F12' }, true],
    ['Ctrl+Shift+I', { key: 'I', ctrlKey: true, shiftKey: true }, true],
    ['Ctrl+Shift+J', { key: 'j', ctrlKey: true, shiftKey: true }, true],
    ['Ctrl+Shift+C', { key: 'C', ctrlKey: true, shiftKey: true }, true],
    ['Ctrl+U', { key: 'u', ctrlKey: true }, true],
    ['Cmd+Shift+I on macOS', { key: 'I', metaKey: true, shiftKey: true }, true],
    ['plain I', { key: 'i' }, false],
    ['Ctrl+C (copy)', { key: 'c', ctrlKey: true }, false],
    ['Ctrl+Shift+U', { key: 'U', ctrlKey: true, shiftKey: true }, false],
  ])('treats %s as a developer-tools shortcut: %s', (_name, init, expected) => {
    expect(isDevtoolsShortcut({ preventDefault: () => undefined, ...init })).toBe(expected);
  });

  it('blocks the shortcuts and right-click, and lets other keys through', () => {
    const { win, fire } = simulatedWindow();
    installDevtoolsGuard(win);
    expect(fire('keydown', { key: 'F12' }).preventDefault).toHaveBeenCalled();
    expect(fire('keydown', { key: 'a' }).preventDefault).not.toHaveBeenCalled();
    expect(fire('contextmenu').preventDefault).toHaveBeenCalled();
  });

  it('disables console output while installed', () => {
    const { win, log } = simulatedWindow();
    const remove = installDevtoolsGuard(win);
    (win.console.log as (...a: unknown[]) => void)('secret');
    expect(log).not.toHaveBeenCalled();
    remove();
    (win.console.log as (...a: unknown[]) => void)('back');
    expect(log).toHaveBeenCalledWith('back');
  });

  it('checks the size every second and replaces the page once the gap exceeds 160 px', () => {
    const { win, tick, timers } = simulatedWindow();
    installDevtoolsGuard(win);
    expect([...timers.values()].map((t) => t.ms)).toEqual([1000]);
    tick();
    expect(win.document.body.innerHTML).toContain('app');
    win.innerWidth = 1200 - 161; // a docked panel 161 px wide
    tick();
    expect(win.document.body.innerHTML).toContain(RESTRICTED_TEXT);
    expect(win.location.reload).not.toHaveBeenCalled();
  });

  it('does not restrict at exactly 160 px', () => {
    const { win, tick } = simulatedWindow();
    installDevtoolsGuard(win);
    win.outerHeight = win.innerHeight + 160;
    tick();
    expect(win.document.body.innerHTML).not.toContain(RESTRICTED_TEXT);
  });

  it('reloads the page once the tools are closed again', () => {
    const { win, tick } = simulatedWindow();
    installDevtoolsGuard(win);
    win.innerHeight = 500;
    tick();
    tick();
    expect(win.location.reload).not.toHaveBeenCalled();
    win.innerHeight = 800;
    tick();
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it('removes its listeners and timer when uninstalled', () => {
    const { win, timers, listeners } = simulatedWindow();
    installDevtoolsGuard(win)();
    expect(timers.size).toBe(0);
    expect([...listeners.values()].every((s) => s.size === 0)).toBe(true);
  });

  it('is on in production only, and off when a test sets guard to false', () => {
    expect(guardEnabled(true, {})).toBe(true);
    expect(guardEnabled(false, {})).toBe(false);
    expect(guardEnabled(true, { guard: false })).toBe(false);
    expect(guardEnabled(true, { guard: true })).toBe(true);
  });
});
