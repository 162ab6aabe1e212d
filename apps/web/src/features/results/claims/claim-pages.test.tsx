import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFetch } from '../../../lib/api/http';
import { scriptedFetch, type Answer } from '../../../lib/api/test-fetch';
import { storage } from '../../../lib/storage';
import ClaimPage from '../claim/page';
import ProveItPage from '../prove-it/page';
import { CLAIM_ID, openClaim, passedClaim } from './claim-fixtures';

function renderAt(path: string, page: ReactElement, answers: Answer[]) {
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

const signIn = () => {
  storage.set('logined_user', '1');
  storage.set('session_id', 'token');
};
const noClaim = { status: 404, body: { error: 'no_claim', message: 'You have not sealed a claim yet.' } };
// The tests render under StrictMode (src/test/setup.ts): a page's first load is asked for twice.
const twice = (answer: Answer): Answer[] => [answer, answer];
const hrefs = () => screen.getAllByRole('link').map((a) => a.getAttribute('href'));

beforeEach(() => storage.clearAll());
afterEach(() => {
  cleanup();
  setFetch(null);
  vi.unstubAllGlobals();
});

describe('/prove-it', () => {
  it('tells an anonymous player why a claim needs an account, with the links, and asks the server nothing', () => {
    const { calls } = renderAt('/prove-it', <ProveItPage />, []);
    expect(screen.getByTestId('sign-in-first').textContent).toContain('it has to belong to an account');
    expect(hrefs()).toEqual(expect.arrayContaining(['/login', '/registration']));
    expect(screen.queryByRole('button', { name: 'Review the claim' })).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('explains sealing, refuses terms out of limits before sending, and seals only after the confirm step', async () => {
    signIn();
    const { calls } = renderAt('/prove-it', <ProveItPage />, [
      ...twice(noClaim),
      { status: 201, body: { ...openClaim, items: [], meter: 'evidence so far: 1.0x; 100x needed', level: 100 } },
    ]);
    const count = await screen.findByLabelText('How many circuits');
    expect(screen.getByText(/Every circuit you start from now on belongs to the claim/)).toBeTruthy();
    expect(screen.getByText(/written to the public log now/)).toBeTruthy();
    expect(screen.getByText(/A circuit you abandon still counts/)).toBeTruthy();

    fireEvent.change(count, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review the claim' }));
    expect(screen.getByRole('alert').textContent).toBe('How many circuits: must be a whole number from 5 to 100.');

    fireEvent.change(count, { target: { value: '12' } });
    fireEvent.click(screen.getByLabelText(/100x/));
    fireEvent.click(screen.getByRole('button', { name: 'Review the claim' }));
    expect(screen.getByTestId('confirm-terms').textContent).toBe('12 circuits, 100x evidence needed.');
    expect(calls).toHaveLength(2); // only the look-up of the current claim so far

    fireEvent.click(screen.getByRole('button', { name: 'Seal it now' }));
    expect(await screen.findByTestId('claim-meter')).toBeTruthy();
    expect(calls[2]!.url).toBe('/api/claims');
    expect(calls[2]!.init.method).toBe('POST');
    expect(calls[2]!.body).toEqual({ circuits: 12, level: 100 });
    expect(screen.getByTestId('claim-meter').textContent).toBe('evidence so far: 1.0x; 100x needed');
  });

  it('says why the server refused the seal and lets the player go back', async () => {
    signIn();
    renderAt('/prove-it', <ProveItPage />, [
      ...twice(noClaim),
      { status: 409, body: { error: 'claim_open', message: 'You already have an open claim.' } },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Review the claim' }));
    fireEvent.click(screen.getByRole('button', { name: 'Seal it now' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You already have an open claim.');
    fireEvent.click(screen.getByRole('button', { name: 'Change the terms' }));
    expect(screen.getByLabelText('How many circuits')).toBeTruthy();
  });

  it('shows an open claim: the meter, circuits left, the e-value path and the public page', async () => {
    signIn();
    const { calls } = renderAt('/prove-it', <ProveItPage />, twice({ status: 200, body: openClaim }));
    expect((await screen.findByTestId('claim-meter')).textContent).toBe('evidence so far: 3.2x; 20x needed');
    expect(screen.getByTestId('claim-verdict').textContent).toContain('Open: 3 of 10 circuits played');
    expect(screen.getByTestId('claim-verdict').textContent).toContain('6 circuits left');
    // The start (1x) and a point per circuit with an e-value; the circuit still being played has none yet.
    const line = screen.getByTestId('evidence-path').querySelector('polyline')!;
    expect(line.getAttribute('points')!.split(' ')).toHaveLength(4);
    expect(screen.getByTestId('evidence-path').getAttribute('aria-label')).toBe(
      'Evidence after each of 3 circuits: 2.5x, 1.9x, 3.2x; 20x needed.',
    );
    expect(hrefs()).toContain(`/claims/${CLAIM_ID}`);
    expect(screen.queryByRole('button', { name: 'Review the claim' })).toBeNull();
    expect(calls[0]!.url).toBe('/api/claims/current');
    expect(calls[0]!.headers.Authorization).toBe('Bearer token');
  });

  it('offers a new claim once the last one closed, linking the closed one', async () => {
    signIn();
    renderAt('/prove-it', <ProveItPage />, twice({ status: 200, body: passedClaim }));
    expect((await screen.findByTestId('last-claim')).textContent).toContain('Closed: the evidence reached 20x');
    expect(screen.getByRole('button', { name: 'Review the claim' })).toBeTruthy();
  });
});

describe('/claims/:id', () => {
  const page = (answers: Answer[]) =>
    renderAt(`/claims/${CLAIM_ID}`, <Route path="/claims/:id" component={ClaimPage} />, answers);

  it('shows the terms, the verdict, the path and the circuits in order, abandoned ones marked, without a session', async () => {
    storage.set('session_id', 'token');
    const { calls } = page(twice({ status: 200, body: openClaim }));
    expect((await screen.findByTestId('claim-verdict')).textContent).toBe('Open: 3 of 10 circuits played');
    expect(calls[0]!.url).toBe(`/api/claims/${CLAIM_ID}`);
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    expect(screen.getByText('Circuits sealed').nextSibling!.textContent).toBe('10');
    expect(screen.getByText('Evidence needed').nextSibling!.textContent).toBe('20x');
    const rows = screen.getAllByTestId('claim-circuit');
    expect(rows.map((r) => r.querySelector('.claim-circuit__score strong')!.textContent)).toEqual([
      '36',
      '41.3 expected',
      '35',
      'being played',
    ]);
    expect(rows[1]!.textContent).toContain('abandoned: counted by its expected score');
    // Every circuit that is over can be checked; the one being played has no seed to check yet.
    expect(screen.getAllByRole('button', { name: 'Check its seed replay and log entry' })).toHaveLength(3);
    expect(rows[3]!.querySelector('button')).toBeNull();
    expect(screen.getByTestId('evidence-path').querySelectorAll('circle')).toHaveLength(3);
  });

  it("checks a circuit's seed replay and log entry on the device, from the public routes", async () => {
    const { calls } = page([
      ...twice({ status: 200, body: openClaim }),
      {
        status: 200,
        body: { seed: 'not hex', commitment: 'c1', moves: [], scores: {}, mainScore: 36, orbs: 0, karma: null },
      },
      { status: 503, body: { error: 'unavailable', message: 'The log is resting.' } },
    ]);
    const [first] = await screen.findAllByRole('button', { name: 'Check its seed replay and log entry' });
    fireEvent.click(first!);
    const verdict = await screen.findByTestId('proof-verdict');
    expect(verdict.textContent).toContain('2 checks failed');
    expect(calls[2]!.url).toBe(`/api/claims/${CLAIM_ID}/circuits/${openClaim.items[0]!.id}/proof`);
    expect(calls[3]!.url).toBe(`/api/transparency/proof?circuit=${openClaim.items[0]!.id}`);
    expect(screen.getByText('The log could not be reached.')).toBeTruthy();
  });

  it('copies its own address', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    page(twice({ status: 200, body: passedClaim }));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByText('Copied.')).toBeTruthy());
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/claims/${CLAIM_ID}`);
    expect(screen.getByTestId('claim-verdict').textContent).toMatch(
      /^Closed: the evidence reached 20x after 3 circuits/,
    );
  });

  it('says so when there is no such claim', async () => {
    page(twice({ status: 404, body: { error: 'not_found', message: 'No claim with this id.' } }));
    expect((await screen.findByRole('alert')).textContent).toContain('No claim with this id.');
  });
});
