import { createHmac, timingSafeEqual } from 'node:crypto';

// session_set (spec §7) is the token the app hands back to challenge-1.php as set_data. It is an HMAC
// keyed by the session id itself over the player's userid: stable for the life of the session (two
// tabs get the same one), useless without the session id, and nothing to store.
export function sessionSetToken(sessionId: string, userid: string): string {
  return createHmac('sha256', sessionId).update(`psi-session-set:${userid}`).digest('base64url');
}

export function sessionSetMatches(sessionId: string, userid: string, setData: string): boolean {
  const expected = Buffer.from(sessionSetToken(sessionId, userid));
  const given = Buffer.from(setData);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
