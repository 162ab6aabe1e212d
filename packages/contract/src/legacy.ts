// The two calls of specification §7, wire contract kept. Field meanings: docs/api.md.
import { Type } from 'typebox';

const Flag = Type.Integer({ minimum: 0, maximum: 1 });

export const LastLevel = Type.Object({
  session_error: Flag,
  reset_localstorage: Flag,
  active_game: Type.String({ description: 'Route of the unfinished circuit\'s step, e.g. "game-doors", or ""' }),
  success: Flag,
  session_set: Type.String(),
  play_again_data: Type.Union([
    Type.Object({
      circuit_id: Type.Union([Type.String(), Type.Null()]),
      seq: Type.Union([Type.Integer(), Type.Null()]),
      free_circuits: Type.Union([Type.Integer(), Type.Null()]),
      circuits_left: Type.Union([Type.Integer(), Type.Null()]),
      pass_needed: Flag,
    }),
    Type.Null(),
  ]),
  already_plyed: Type.Integer(),
});

export const SessionData = Type.Object({ set_data_again: Flag, success: Flag });

// Spec §7: the body is JSON sent as text/plain; the server parses it itself (also accepting
// application/json) so a malformed body gets a clear 400.
export const LegacyBody = Type.Unknown({ description: 'A JSON object sent as text/plain (fields: docs/api.md)' });
export const LastLevelQuery = Type.Object({ last_level_web: Type.Optional(Type.String()) });

/** §7.1's body (sent as text/plain): the stored login flag, user id, player and a cache-busting token. */
export const LastLevelRequest = Type.Object({
  logged_u: Type.String(),
  uid: Type.String(),
  players: Type.String(),
  rand: Type.String(),
});

/** §7.2's body (sent as text/plain). */
export const SessionDataRequest = Type.Object({
  set_data: Type.String(),
  player: Type.String(),
  players: Type.String(),
  rand: Type.String(),
  game: Type.Literal('set_session_data'),
});
