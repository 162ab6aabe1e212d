// Spec §8/§9: in production, developer-tool shortcuts and right-click are blocked, console output is
// disabled, and a size check every 1 s with a 160 px gap replaces the page with 'Access Restricted',
// reloading once the tools are closed. Written against a small window interface so it can be tested.

export const GUARD_INTERVAL_MS = 1000;
export const GUARD_GAP_PX = 160;
export const RESTRICTED_TEXT = 'Access Restricted';

export interface GuardWindow {
  innerWidth: number;
  innerHeight: number;
  outerWidth: number;
  outerHeight: number;
  document: { body: { innerHTML: string } | null };
  location: { reload(): void };
  console: Record<string, unknown>;
  addEventListener(type: string, listener: (event: GuardEvent) => void, options?: boolean): void;
  removeEventListener(type: string, listener: (event: GuardEvent) => void, options?: boolean): void;
  setInterval(handler: () => void, ms: number): number;
  clearInterval(id: number): void;
}

export interface GuardEvent {
  key?: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  preventDefault(): void;
  stopPropagation?(): void;
}

const CONSOLE_METHODS = [
  'log',
  'info',
  'warn',
  'error',
  'debug',
  'trace',
  'dir',
  'table',
  'group',
  'groupCollapsed',
  'time',
  'timeEnd',
  'assert',
  'count',
];

/** F12, Ctrl+Shift+I/J/C (Cmd on macOS) and Ctrl+U. */
export function isDevtoolsShortcut(e: GuardEvent): boolean {
  const key = (e.key ?? '').toUpperCase();
  if (key === 'F12') return true;
  const mod = Boolean(e.ctrlKey || e.metaKey);
  if (mod && e.shiftKey && (key === 'I' || key === 'J' || key === 'C')) return true;
  return mod && !e.shiftKey && key === 'U';
}

export function devtoolsLikelyOpen(win: GuardWindow, gap = GUARD_GAP_PX): boolean {
  return win.outerWidth - win.innerWidth > gap || win.outerHeight - win.innerHeight > gap;
}

/** Installs the guard; returns a function that removes it (tests). */
export function installDevtoolsGuard(win: GuardWindow): () => void {
  const onKey = (e: GuardEvent) => {
    if (!isDevtoolsShortcut(e)) return;
    e.preventDefault();
    e.stopPropagation?.();
  };
  const onContextMenu = (e: GuardEvent) => e.preventDefault();
  win.addEventListener('keydown', onKey, true);
  win.addEventListener('contextmenu', onContextMenu, true);

  const saved = new Map<string, unknown>();
  for (const name of CONSOLE_METHODS) {
    saved.set(name, win.console[name]);
    win.console[name] = () => undefined;
  }

  let restricted = false;
  const timer = win.setInterval(() => {
    const open = devtoolsLikelyOpen(win);
    if (open && !restricted) {
      restricted = true;
      if (win.document.body)
        win.document.body.innerHTML = `<main class="restricted"><h1>${RESTRICTED_TEXT}</h1></main>`;
    } else if (!open && restricted) {
      win.location.reload();
    }
  }, GUARD_INTERVAL_MS);

  return () => {
    win.removeEventListener('keydown', onKey, true);
    win.removeEventListener('contextmenu', onContextMenu, true);
    win.clearInterval(timer);
    for (const [name, fn] of saved) win.console[name] = fn;
  };
}

/** On in production builds only, and never when a test sets __PSI_TEST__.guard = false. */
export function guardEnabled(prod: boolean, hooks: { guard?: boolean }): boolean {
  return prod && hooks.guard !== false;
}
