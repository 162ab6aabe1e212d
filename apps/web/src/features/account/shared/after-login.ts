import { storage } from '../../../lib/storage';

/** Where to go once logged in: the stored redirect_page (spec §3), else the profile. */
export function afterLoginPath(): string {
  const stored = storage.get('redirect_page');
  storage.remove('redirect_page');
  return stored && stored.startsWith('/') && !stored.startsWith('//') ? stored : '/user-profile';
}
