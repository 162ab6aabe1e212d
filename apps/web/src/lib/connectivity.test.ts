import { describe, expect, it } from 'vitest';
import { createConnectivity, type ConnectivityWindow } from './connectivity';

function fakeWindow(onLine: boolean) {
  const listeners = new Map<string, Set<() => void>>();
  const win: ConnectivityWindow & { fire(type: string): void; count(): number } = {
    navigator: { onLine },
    addEventListener: (type, fn) => void (listeners.get(type) ?? listeners.set(type, new Set()).get(type)!).add(fn),
    removeEventListener: (type, fn) => void listeners.get(type)?.delete(fn),
    fire: (type) => listeners.get(type)?.forEach((fn) => fn()),
    count: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
  };
  return win;
}

describe('connectivity', () => {
  it('starts from the browser status', () => {
    expect(createConnectivity(fakeWindow(true)).online.get()).toBe(true);
    expect(createConnectivity(fakeWindow(false)).online.get()).toBe(false);
  });

  it('tells subscribers when the network is lost and when it comes back', () => {
    const win = fakeWindow(true);
    const c = createConnectivity(win);
    const seen: boolean[] = [];
    c.online.subscribe((up) => seen.push(up));
    win.fire('offline');
    win.fire('offline');
    win.fire('online');
    expect(seen).toEqual([false, true]);
  });

  it('stops listening when disposed', () => {
    const win = fakeWindow(true);
    const c = createConnectivity(win);
    expect(win.count()).toBe(2);
    c.dispose();
    expect(win.count()).toBe(0);
  });
});
