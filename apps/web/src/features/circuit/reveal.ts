// Readers for Outcome.reveal (docs/engine-api.md, Outcomes): typed access to an untyped field.
import type { Outcome } from '@psi/engine';

function field(outcome: Outcome | null, key: string): unknown {
  const reveal = outcome?.reveal;
  return reveal && typeof reveal === 'object' ? (reveal as Record<string, unknown>)[key] : undefined;
}

/** `{ target }` of pick-until-found, retry, Mantra; `{ target: guess }` of Universal/Crop Circles. */
export function revealedTarget<T>(outcome: Outcome | null): T | null {
  const target = field(outcome, 'target');
  return target === undefined ? null : (target as T);
}

export function revealedField<T>(outcome: Outcome | null, key: string): T | null {
  const value = field(outcome, key);
  return value === undefined ? null : (value as T);
}
