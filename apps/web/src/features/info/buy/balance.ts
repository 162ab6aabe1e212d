// What the buy page says the player has (issue 34 item 9): free circuits left, circuits from passes and
// the balance left to start, from the server's entitlement (docs/purchases.md), and whether a pass adds anything.
import type { Entitlement } from '../../../lib/api/purchases';

export interface BalanceRow {
  label: string;
  value: string;
}

/** The rows of "What you have". `free` is FREE_CIRCUITS (null: unlimited); `rights` null before a session exists. */
export function balanceRows(rights: Entitlement | null, free: number | null): BalanceRow[] {
  if (free === null) return [{ label: 'Circuits', value: 'Unlimited' }];
  const started = rights?.started ?? 0;
  const purchased = rights?.purchased ?? 0;
  const freeLeft = Math.max(0, free - started);
  const left = rights?.circuitsLeft ?? freeLeft + purchased;
  return [
    { label: 'Free circuits left', value: `${freeLeft} of ${free}` },
    { label: 'Circuits from passes', value: String(purchased) },
    { label: 'Circuits left to start', value: String(left) },
  ];
}

/** A pass adds circuits only where the server counts them: with FREE_CIRCUITS unlimited there is nothing to sell. */
export function passesAdd(free: number | null): boolean {
  return free !== null;
}

/** The line under an offer: what the player would have after buying it. */
export function afterBuying(rights: Entitlement | null, free: number | null, circuits: number): string {
  const left = rights?.circuitsLeft ?? Math.max(0, (free ?? 0) - (rights?.started ?? 0)) + (rights?.purchased ?? 0);
  const after = left + circuits;
  return `Adds ${circuits} circuit${circuits === 1 ? '' : 's'}: you would have ${after} left to start.`;
}
