import { render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setFetch } from '../../../lib/api/http';
import { scriptedFetch, type Answer } from '../../../lib/api/test-fetch';
import { storage } from '../../../lib/storage';
import { ClaimMeter } from './claim-meter';

const CIRCUIT = '00000000-0000-4000-8000-000000000003';
const claim = {
  id: '0b7c6f1e-2a4d-4c1b-9e1f-3f1c2d4e5a6b',
  circuits: 10,
  level: 20,
  tilts: [0.02],
  sealedAt: '2026-11-27T06:00:00.000Z',
  status: 'open',
  evidence: 3.2,
  meter: 'evidence so far: 3.2x; 20x needed',
  verdict: 'Open: 3 of 10 circuits played',
  items: ['1', '2', '3'].map((n) => ({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    status: 'finished',
    commitment: 'c',
    seed: 's',
    mainScore: 38,
    expectedScore: null,
    evidence: 1.5,
  })),
};

function renderMeter(circuitId: string, answers: Answer[]) {
  const server = scriptedFetch(answers);
  setFetch(server.fn);
  const location = memoryLocation({ path: '/game-end' });
  render(
    <Router hook={location.hook}>
      <p>summary</p>
      <ClaimMeter circuitId={circuitId} />
    </Router>,
  );
  return server.calls;
}

// Under StrictMode (src/test/setup.ts) the look-up runs twice on mount.
const twice = (answer: Answer): Answer[] => [answer, answer];

beforeEach(() => storage.clearAll());
afterEach(() => setFetch(null));

describe("the end page's claim meter", () => {
  it("shows the claim's evidence, the circuits left and the claim's page after one of its circuits", async () => {
    storage.set('logined_user', '1');
    storage.set('session_id', 'token');
    renderMeter(CIRCUIT, twice({ status: 200, body: claim }));
    const card = await screen.findByTestId('end-claim');
    expect(card.textContent).toContain('Your sealed claim: circuit 3');
    expect(card.textContent).toContain('evidence so far: 3.2x; 20x needed');
    expect(card.textContent).toContain('7 circuits left at most.');
    expect(screen.getByRole('link', { name: 'See the claim' }).getAttribute('href')).toBe(`/claims/${claim.id}`);
  });

  it('gives the verdict instead when that circuit closed the claim', async () => {
    storage.set('logined_user', '1');
    storage.set('session_id', 'token');
    const closed = {
      ...claim,
      status: 'failed',
      verdict: 'Closed: the evidence did not reach 20x; this is what chance looks like',
    };
    renderMeter(CIRCUIT, twice({ status: 200, body: closed }));
    expect((await screen.findByTestId('end-claim')).textContent).toContain(
      'Closed: the evidence did not reach 20x; this is what chance looks like.',
    );
  });

  it("stays out of the way after a circuit that is not the claim's, or with no claim", async () => {
    storage.set('logined_user', '1');
    storage.set('session_id', 'token');
    const calls = renderMeter('00000000-0000-4000-8000-000000000009', twice({ status: 200, body: claim }));
    await screen.findByText('summary');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.length).toBeGreaterThan(0);
    expect(screen.queryByTestId('end-claim')).toBeNull();
  });

  it('asks nothing for an anonymous player, who cannot have a claim', async () => {
    const calls = renderMeter(CIRCUIT, []);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
    expect(screen.queryByTestId('end-claim')).toBeNull();
  });
});
