// The account calls (docs/api.md "Accounts"). A stored anonymous session goes along with register
// and login as usual (bearer), so the server carries its circuits into the account.
import { isNativePlatform } from '../platform';
import { storage } from '../storage';
import { request } from './http';
import type { AccountExport, AccountInfo, AccountProfile, Message, SignedIn } from './types';

const client = (): 'web' | 'native' => (isNativePlatform() ? 'native' : 'web');

const IDENTITY_CHANGED = 'psi:identity-changed';

/** Calls `listener` whenever the player behind the stored session changes (login, logout, delete). */
export function onIdentityChanged(listener: () => void): () => void {
  window.addEventListener(IDENTITY_CHANGED, listener);
  return () => window.removeEventListener(IDENTITY_CHANGED, listener);
}

function identityChanged(): void {
  window.dispatchEvent(new Event(IDENTITY_CHANGED));
}

/** Spec §3/§6: logged in is logined_user + session_id + userid (and cuid). */
function remember(signedIn: SignedIn): SignedIn {
  storage.set('logined_user', '1');
  storage.set('userid', signedIn.userid);
  storage.set('cuid', signedIn.cuid);
  storage.set('session_id', signedIn.session_id);
  identityChanged();
  return signedIn;
}

/** Back to an anonymous device: the next circuit makes a new anonymous player. */
export function forgetAccount(): void {
  for (const key of ['logined_user', 'session_id', 'userid', 'cuid', 'current_level', 'redirect_page'] as const)
    storage.remove(key);
  identityChanged();
}

export function isLoggedIn(): boolean {
  return Boolean(storage.get('logined_user') && storage.get('session_id'));
}

export async function register(form: {
  name: string;
  email: string;
  password: string;
  acceptTerms: boolean;
}): Promise<SignedIn> {
  return remember(
    await request<SignedIn>('/api/account/register', { method: 'POST', body: { ...form, client: client() } }),
  );
}

export async function login(form: { email: string; password: string }): Promise<SignedIn> {
  return remember(
    await request<SignedIn>('/api/account/login', { method: 'POST', body: { ...form, client: client() } }),
  );
}

export async function logout(): Promise<void> {
  try {
    await request('/api/account/logout', { method: 'POST', body: {} });
  } finally {
    forgetAccount();
  }
}

export function requestPasswordReset(email: string): Promise<Message> {
  return request('/api/account/password-reset', { method: 'POST', body: { email }, auth: false });
}

export function confirmPasswordReset(token: string, password: string): Promise<Message> {
  return request('/api/account/password-reset/confirm', { method: 'POST', body: { token, password }, auth: false });
}

/** Issue 34: whether a reset link still works, asked before its form is shown. */
export function checkPasswordReset(token: string): Promise<{ valid: boolean; message?: string }> {
  return request('/api/account/password-reset/check', { method: 'POST', body: { token }, auth: false });
}

export function me(): Promise<AccountInfo> {
  return request('/api/account/me');
}

export function saveDetails(details: { name: string; email: string }): Promise<AccountInfo> {
  return request('/api/account/details', { method: 'POST', body: details });
}

export function changePassword(currentPassword: string, newPassword: string): Promise<Message> {
  return request('/api/account/password', { method: 'POST', body: { currentPassword, newPassword } });
}

export function profile(): Promise<AccountProfile> {
  return request('/api/account/profile');
}

export function exportData(): Promise<AccountExport> {
  return request('/api/account/export');
}

export async function deleteAccount(password: string): Promise<void> {
  await request('/api/account/delete', { method: 'POST', body: { password } });
  forgetAccount();
}
