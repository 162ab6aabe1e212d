import type { ComponentType } from 'react';

export type RouteKind = 'start' | 'info' | 'account' | 'exercise' | 'results' | 'feedback' | 'admin';

export interface AppRoute {
  /** URL path; the spec's route name with a leading slash. */
  path: string;
  /** Document title and menu label. */
  title: string;
  kind: RouteKind;
  load: () => Promise<{ default: ComponentType }>;
}
