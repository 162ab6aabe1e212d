// Runs a rule function under every possible sequence of target draws, by re-execution: a run that
// asks for a draw beyond its scripted prefix is discarded and retried once per value of that draw.
// (Rule functions never loop on a draw's value, so the discarded run's placeholder zeros are harmless.)
import type { TargetSource } from '../types';

export interface Branch<T> {
  value: T;
  p: number;
}

export function branches<T>(run: (targets: TargetSource) => T): Branch<T>[] {
  const out: Branch<T>[] = [];
  const pending: { values: number[]; p: number }[] = [{ values: [], p: 1 }];
  for (let prefix = pending.pop(); prefix; prefix = pending.pop()) {
    const { values, p } = prefix;
    let used = 0;
    let needed = 0;
    const value = run({
      int(n) {
        if (used < values.length) return values[used++] as number;
        if (needed === 0) needed = n;
        return 0;
      },
    });
    if (needed === 0) out.push({ value, p });
    else for (let v = 0; v < needed; v++) pending.push({ values: [...values, v], p: p / needed });
  }
  return out;
}
