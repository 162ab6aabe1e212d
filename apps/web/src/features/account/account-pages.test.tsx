import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setFetch } from '../../lib/api/http';
import { scriptedFetch, type Answer } from '../../lib/api/test-fetch';
import { storage } from '../../lib/storage';
import LoginPage from './login/page';
import RegistrationPage from './registration/page';
import ForgotPasswordPage from './forgot-password/page';
import UserProfilePage from './user-profile/page';
import { PLAYED_BEFORE_SIGN_IN } from './shared/played-before-sign-in';

function renderAt(path: string, page: React.ReactElement, answers: Answer[]) {
  const server = scriptedFetch(answers);
  setFetch(server.fn);
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      {page}
    </Router>,
  );
  return { calls: server.calls, history: location.history };
}

const signedIn = {
  userid: 'u1',
  cuid: 'c1',
  name: 'Ada',
  email: 'ada@example.org',
  role: 'player',
  session_id: 'cookie',
  csrfToken: 'x',
  expiresInSeconds: 3600,
  carriedCircuits: 1,
};

beforeEach(() => storage.clearAll());
afterEach(() => setFetch(null));

describe('registration page', () => {
  it('sends the anonymous session along and stores the logged-in keys of spec §3', async () => {
    storage.set('session_id', 'anon-token');
    const { calls, history } = renderAt('/registration', <RegistrationPage />, [{ status: 201, body: signedIn }]);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Ada ' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@example.org' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'first password' } });
    fireEvent.change(screen.getByLabelText('Repeat the password'), { target: { value: 'first password' } });
    fireEvent.click(screen.getByLabelText(/I accept the/));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(history.at(-1)).toBe('/user-profile'));
    expect(calls[0]!.headers.Authorization).toBe('Bearer anon-token');
    expect(calls[0]!.body).toEqual({
      name: 'Ada',
      email: 'ada@example.org',
      password: 'first password',
      acceptTerms: true,
      client: 'web',
    });
    expect([storage.get('logined_user'), storage.get('session_id'), storage.get('userid')]).toEqual([
      '1',
      'cookie',
      'u1',
    ]);
  });

  it('leaves research consent unticked, and sends it once the account exists when ticked', async () => {
    const { calls, history } = renderAt('/registration', <RegistrationPage />, [
      { status: 201, body: signedIn },
      { status: 200, body: { consent: true, since: '2026-11-27T06:00:00.000Z' } },
    ]);
    const consent = screen.getByLabelText("Share my circuits' pseudonymous id in the open data") as HTMLInputElement;
    expect(consent.checked).toBe(false);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@example.org' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'first password' } });
    fireEvent.change(screen.getByLabelText('Repeat the password'), { target: { value: 'first password' } });
    fireEvent.click(screen.getByLabelText(/I accept the/));
    fireEvent.click(consent);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(history.at(-1)).toBe('/user-profile'));
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'POST /api/account/register',
      'PUT /api/players/me/research-consent',
    ]);
    expect(calls[1]!.body).toEqual({ consent: true });
  });

  it('keeps the name and e-mail (never the passwords) across a visit to the terms and back', () => {
    const first = renderAt('/registration', <RegistrationPage />, []);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@example.org' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'first password' } });
    fireEvent.click(screen.getByRole('link', { name: 'terms and conditions' }));
    expect(first.history.at(-1)).toBe('/terms-and-conditions');
    cleanup(); // the page unmounts as the terms open in its place
    renderAt('/registration', <RegistrationPage />, []);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ada@example.org');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's duplicate-email message next to the e-mail field", async () => {
    renderAt('/registration', <RegistrationPage />, [
      {
        status: 409,
        body: {
          error: 'email_taken',
          message: 'Please correct the fields marked.',
          fields: { email: 'An account already uses this e-mail address. Log in, or reset your password.' },
        },
      },
    ]);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@example.org' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'first password' } });
    fireEvent.change(screen.getByLabelText('Repeat the password'), { target: { value: 'first password' } });
    fireEvent.click(screen.getByLabelText(/I accept the/));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby')!)!.textContent).toBe(
      'An account already uses this e-mail address. Log in, or reset your password.',
    );
  });
});

describe('login page', () => {
  it('says plainly when there are too many attempts', async () => {
    renderAt('/login', <LoginPage />, [
      {
        status: 429,
        body: { error: 'rate_limited', message: 'Too many attempts. Please wait 15 minutes and try again.' },
      },
    ]);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@example.org' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'guess' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait 15 minutes and try again.',
    );
    expect(storage.get('logined_user')).toBeNull();
  });

  it('goes to the stored redirect_page after logging in', async () => {
    storage.set('redirect_page', '/game-doors');
    const { history } = renderAt('/login', <LoginPage />, [{ status: 200, body: signedIn }]);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@example.org' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'first password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(history.at(-1)).toBe('/game-doors'));
    expect(storage.get('redirect_page')).toBeNull();
  });
});

describe('forgot-password page', () => {
  const message = 'This reset link has expired or was already used. Ask for a new one below.';

  it('with a used link, says so as the page opens and offers to send a new one (issue 34)', async () => {
    const { history, calls } = renderAt('/forgot-password?token=abc', <ForgotPasswordPage />, [
      { status: 200, body: { valid: false, message } },
    ]);
    // The token leaves the address bar once read (issue 33), and the check still sends it.
    await waitFor(() => expect(history.at(-1)).toBe('/forgot-password'));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(calls[0]!.url).toContain('/api/account/password-reset/check');
    expect(calls[0]!.body).toEqual({ token: 'abc' });
  });

  it('with a working link, shows the form; a link used meanwhile still says so after sending', async () => {
    const { calls } = renderAt('/forgot-password?token=abc', <ForgotPasswordPage />, [
      { status: 200, body: { valid: true } },
      { status: 400, body: { error: 'reset_link_invalid', message, fields: { token: message } } },
    ]);
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'second password' } });
    fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: 'second password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeTruthy();
    expect(calls[1]!.body).toMatchObject({ token: 'abc', password: 'second password' });
  });
});

describe('user-profile page', () => {
  it('tells an anonymous player what they keep and asks nothing of the server', () => {
    const { calls } = renderAt('/user-profile', <UserProfilePage />, []);
    expect(screen.getByText(/every circuit you\s+played here moves into your account/)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('lists every circuit with its proof link and draws the chance band', async () => {
    storage.set('logined_user', '1');
    storage.set('session_id', 'cookie');
    const history = [
      { id: 'c-1', mainScore: 44, orbs: 1, karma: 60, goodOutcome: false, finishedAt: '2030-01-01T10:00:00Z' },
      { id: 'c-2', mainScore: 40, orbs: 2, karma: 90, goodOutcome: true, finishedAt: '2030-01-02T10:00:00Z' },
    ];
    const profile = {
      status: 200,
      body: {
        circuits: 2,
        meanScore: 42,
        sdScore: 2.8,
        z: -0.2,
        p: 0.42,
        bestScore: 40,
        meanKarma: 75,
        meanOrbs: 1.5,
        chanceMean: 42.39,
        chanceBand: { low: 33, high: 53, coverage: 0.95 },
        history,
      },
    };
    // Each answer twice: StrictMode (test/setup.ts) mounts the page twice and it loads on each mount.
    renderAt('/user-profile', <UserProfilePage />, [
      { status: 200, body: signedIn },
      profile,
      { status: 200, body: signedIn },
      profile,
    ]);
    const links = await screen.findAllByRole('link', { name: 'Fairness proof' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/psychic-performance-score?circuit=c-2',
      '/psychic-performance-score?circuit=c-1',
    ]);
    expect(screen.getByTestId('chance-band')).toBeTruthy();
    // Plain words first (issue 34 item 7): no p-value in the headline figures or the lead; it waits in the details.
    expect(screen.getByTestId('profile-lead').textContent).toBe(
      'Your average of 42 over 2 circuits is as a guesser would do; par is 42.385.',
    );
    expect(screen.queryByText('p-value against chance')).toBeNull();
    expect(screen.getByTestId('profile-verdict').closest('details')).not.toBeNull();
    expect(screen.getByTestId('profile-verdict').textContent).toContain('p = 0.42');
    expect(screen.getByTestId('profile-verdict').textContent).not.toContain('42.39');
    expect(screen.queryByTestId('profile-carried-note')).toBeNull();
  });

  it('lists carried-in circuits, marked, says why in one sentence, and shows no statistics from them', async () => {
    storage.set('logined_user', '1');
    storage.set('session_id', 'cookie');
    const history = [
      {
        id: 'c-1',
        mainScore: 30,
        orbs: 3,
        karma: 80,
        goodOutcome: true,
        finishedAt: '2030-01-01T10:00:00Z',
        playedBeforeSignIn: true,
      },
    ];
    // StrictMode mounts the page's effects twice in tests: each answer is given twice.
    const carried = {
      status: 200,
      body: {
        circuits: 0,
        meanScore: null,
        sdScore: null,
        z: null,
        p: null,
        bestScore: null,
        meanKarma: null,
        meanOrbs: null,
        chanceMean: 42.39,
        chanceBand: { low: 33, high: 53, coverage: 0.95 },
        history,
      },
    };
    renderAt('/user-profile', <UserProfilePage />, [
      { status: 200, body: signedIn },
      carried,
      { status: 200, body: signedIn },
      carried,
    ]);
    expect((await screen.findByTestId('profile-carried-note')).textContent).toBe(PLAYED_BEFORE_SIGN_IN);
    expect(screen.getByTestId('profile-history').textContent).toContain('played before signing in');
    expect(screen.queryByTestId('profile-verdict')).toBeNull();
    expect(screen.queryByText(/You have not finished a circuit yet/)).toBeNull();
  });
});
