// The hall of fame's display-name rule (issue 37), one copy for both sides: the web app checks it before
// sending, the server is the authority. Plain functions with no schema library, so the web app's bundle
// takes only these lines (it imports them as `@psi/contract/hall-of-fame-fields`).

export const DISPLAY_NAME_MIN = 3;
export const DISPLAY_NAME_MAX = 24;

// Latin letters (accents included), digits, spaces and . _ - ' only: other scripts hold letters that look
// like Latin ones (Cyrillic "а"), which would let "Аdmin" pass a check written in Latin.
const ALLOWED = /^[\p{Script=Latin}\p{Nd} ._'-]+$/u;
const LETTER = /\p{Script=Latin}/u;

// Names that would pass for the operator or the product, compared after folding case, accents, look-alike
// digits and everything but letters ("P.s.i Circuit", "4dm1n" and "ADMIN_team" all fold onto one).
const RESERVED = ['admin', 'psicircuit', 'moderator', 'operator', 'official', 'support'];
const LOOK_ALIKES: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't' };

/** The name as stored and shown: Unicode-normalised (NFKC), trimmed, inner runs of spaces made one. */
export function normalDisplayName(raw: string): string {
  return raw.normalize('NFKC').trim().replace(/\s+/g, ' ');
}

function folded(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[0-9]/g, (d) => LOOK_ALIKES[d] ?? d)
    .replace(/[^a-z]/g, '');
}

/** Why a display name is refused, in words a player can act on; undefined when it is fine. */
export function displayNameError(raw: string): string | undefined {
  const name = normalDisplayName(raw);
  if (!name) return 'Please choose a display name.';
  const length = [...name].length;
  if (length < DISPLAY_NAME_MIN) return `A display name needs at least ${DISPLAY_NAME_MIN} characters.`;
  if (length > DISPLAY_NAME_MAX) return `A display name can have at most ${DISPLAY_NAME_MAX} characters.`;
  if (!ALLOWED.test(name)) return "Use letters, digits, spaces and . _ - ' only.";
  if (!LETTER.test(name)) return 'A display name needs at least one letter.';
  const key = folded(name);
  if (RESERVED.some((word) => key.includes(word)))
    return 'That name could be taken for the operator or for Psi Circuit itself: please choose another.';
  return undefined;
}
