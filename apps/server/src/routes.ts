import type { RoutePlugin } from './app-context';
import { accountRoutes } from './accounts/routes';
import { healthRoutes } from './health/health-routes';
import { circuitRoutes } from './circuits/routes';
import { legacyRoutes } from './legacy/routes';
import { playerRoutes } from './players/routes';
import { statsRoutes } from './stats/routes';
import { feedbackRoutes } from './feedback/routes';
import { purchaseRoutes } from './purchases/routes';
import { offlineSyncRoutes } from './offline-sync/routes';
import { transparencyRoutes } from './transparency/routes';
import { openDataRoutes } from './open-data/routes';
import { consentRoutes } from './players/consent-routes';
import { claimRoutes } from './claims/routes';
import { hallOfFameRoutes } from './hall-of-fame/routes';

// To add a feature: import its plugin and append it. Order does not matter.
export const routePlugins: RoutePlugin[] = [
  healthRoutes,
  playerRoutes,
  circuitRoutes,
  statsRoutes,
  legacyRoutes,
  accountRoutes,
  feedbackRoutes,
  purchaseRoutes,
  offlineSyncRoutes,
  transparencyRoutes,
  openDataRoutes,
  consentRoutes,
  claimRoutes,
  hallOfFameRoutes,
];
