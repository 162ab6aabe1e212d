// Shared input checks: every rejection is typed and reads as a plain-English sentence.
import type { Rejection, RejectionCode } from '../types';

export function reject(code: RejectionCode, message: string): Rejection {
  return { ok: false, code, message };
}

export function isRecord(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}

export const overRejection = (name: string): Rejection =>
  reject('exercise-over', `${name} is over; no more moves are taken.`);

export const notAnObject = (example: string): Rejection =>
  reject('malformed', `A move must be an object like ${example}.`);

/** A word for a list of options: "left, middle or right". */
export function listOf(options: readonly (string | number)[]): string {
  const words = options.map(String);
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/** Reads `field` as one of `options`; a missing field is `incomplete`, another value `unknown-choice`. */
export function readOption<T extends string | number>(
  input: Record<string, unknown>,
  field: string,
  options: readonly T[],
  what: string,
): T | Rejection {
  const value = input[field];
  if (value === undefined || value === null) return reject('incomplete', `Choose a ${what} (${listOf(options)}).`);
  if (!(options as readonly unknown[]).includes(value)) {
    return reject('unknown-choice', `There is no ${what} ${JSON.stringify(value)}; choose ${listOf(options)}.`);
  }
  return value as T;
}

export function isRejection(value: unknown): value is Rejection {
  return isRecord(value) && value.ok === false && typeof value.code === 'string';
}
