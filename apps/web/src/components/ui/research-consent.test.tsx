import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setFetch } from '../../lib/api/http';
import { scriptedFetch, type Answer } from '../../lib/api/test-fetch';
import { storage } from '../../lib/storage';
import { CONSENT_LABEL, ResearchConsentSetting } from './research-consent';

function renderSetting(answers: Answer[]) {
  const server = scriptedFetch(answers);
  setFetch(server.fn);
  const location = memoryLocation({ path: '/world-psychic-experiment' });
  render(
    <Router hook={location.hook}>
      <ResearchConsentSetting />
    </Router>,
  );
  return server.calls;
}

const box = () => screen.getByLabelText(CONSENT_LABEL) as HTMLInputElement;
const stateText = () => screen.getByTestId('research-consent-state').textContent;

beforeEach(() => storage.clearAll());
afterEach(() => setFetch(null));

describe('research consent setting', () => {
  it('starts unticked on a device with no player, without asking the server, and links to what is published', () => {
    const calls = renderSetting([]);
    expect(box().checked).toBe(false);
    expect(stateText()).toMatch(/^Not shared/);
    expect(screen.getByRole('link', { name: 'What is published' }).getAttribute('href')).toBe(
      '/privacy-policy#open-data',
    );
    expect(calls).toHaveLength(0);
  });

  it('makes the anonymous player on first tick, then opts that device in', async () => {
    const calls = renderSetting([
      { status: 201, body: { userid: 'u9', cuid: 'c9', session_id: 'anon-9' } },
      { status: 200, body: { consent: true, since: '2026-11-27T06:00:00.000Z' } },
    ]);
    fireEvent.click(box());
    expect(box().checked).toBe(true); // at once, while it saves
    await waitFor(() => expect(stateText()).toBe('Shared since Nov 27, 2026.'));
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'POST /api/players',
      'PUT /api/players/me/research-consent',
    ]);
    expect(calls[1]!.headers.Authorization).toBe('Bearer anon-9');
    expect(calls[1]!.body).toEqual({ consent: true });
    expect(stateText()).toBe('Shared since Nov 27, 2026.');
  });

  it('shows the stored consent and withdraws it with one untick', async () => {
    storage.set('session_id', 'anon-1');
    const given = { status: 200, body: { consent: true, since: '2026-11-01T10:00:00.000Z' } };
    // StrictMode (test/setup.ts) mounts twice: the read is answered twice.
    const calls = renderSetting([given, given, { status: 200, body: { consent: false, since: null } }]);
    await waitFor(() => expect(box().checked).toBe(true));
    fireEvent.click(box());
    await waitFor(() => expect(stateText()).toMatch(/^Not shared/));
    expect(box().checked).toBe(false);
    expect(calls.at(-1)!.body).toEqual({ consent: false });
    expect(stateText()).toMatch(/^Not shared/);
  });

  it('keeps the last saved state and says so when the server refuses the change', async () => {
    storage.set('session_id', 'anon-1');
    const none = { status: 200, body: { consent: false, since: null } };
    renderSetting([none, none, { status: 400, body: { error: 'validation_error', message: 'bad' } }]);
    await waitFor(() => expect(box().disabled).toBe(false));
    fireEvent.click(box());
    expect((await screen.findByRole('alert')).textContent).toMatch(/Could not save your choice/);
    expect(box().checked).toBe(false);
  });
});
