// Research consent (docs/open-data.md): whether the session's player, an anonymous device or an
// account, lets the open data carry a pseudonym for its circuits.
import { request } from './http';

export interface ResearchConsent {
  consent: boolean;
  /** When the player opted in (ISO 8601); null while not consenting. */
  since: string | null;
}

export function researchConsent(): Promise<ResearchConsent> {
  return request<ResearchConsent>('/api/players/me/research-consent');
}

export function setResearchConsent(consent: boolean): Promise<ResearchConsent> {
  return request<ResearchConsent>('/api/players/me/research-consent', { method: 'PUT', body: { consent } });
}
