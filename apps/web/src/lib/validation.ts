// Field rules of the forms. The account fields' rules are the contract's, the same functions the
// server applies (packages/contract/src/account-fields.ts, docs/accounts.md); the rest are the
// forms' own (spec §5 leaves them open).
export { emailError, nameError, PASSWORD_MIN } from '@psi/contract/account-fields';
// A password being chosen (registration, reset, a change): the contract's bounds, both of them.
export { passwordError as newPasswordError } from '@psi/contract/account-fields';
// The hall of fame's display name (issue 37): the contract's rule, as the server applies it.
export { displayNameError, DISPLAY_NAME_MAX } from '@psi/contract/hall-of-fame-fields';

export type Errors<K extends string> = Partial<Record<K, string>>;

export function requiredError(value: string, what: string): string | undefined {
  return value.trim() ? undefined : `Please enter ${what}.`;
}

export function hasErrors<K extends string>(errors: Errors<K>): boolean {
  return Object.values(errors).some(Boolean);
}
