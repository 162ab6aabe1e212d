import type { AppContext } from '../app-context';
import { gameContext, type GameContext } from '../players/game-context';

/** What the account routes need beyond the game's context: settings from the configuration. */
export interface AccountContext extends GameContext {
  app: AppContext;
  scryptLog2N: number;
  /** Cookies get the Secure flag when the app is served over https. */
  secureCookies: boolean;
}

export function accountContext(app: AppContext): AccountContext {
  return {
    ...gameContext(app),
    now: () => app.now(),
    app,
    scryptLog2N: app.config.scryptLog2N,
    secureCookies: app.config.publicUrl.startsWith('https:'),
  };
}
