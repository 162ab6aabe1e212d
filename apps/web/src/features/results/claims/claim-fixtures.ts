// Claims as the server sends them, for the claim pages' tests.
import type { Claim } from '../../../lib/api/claims';

export const CLAIM_ID = '0b7c6f1e-2a4d-4c1b-9e1f-3f1c2d4e5a6b';
const circuit = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

export const openClaim: Claim = {
  id: CLAIM_ID,
  circuits: 10,
  level: 20,
  tilts: [0.02, 0.04, 0.08, 0.16],
  sealedAt: '2026-11-27T06:00:00.000Z',
  status: 'open',
  evidence: 3.2,
  meter: 'evidence so far: 3.2x; 20x needed',
  verdict: 'Open: 3 of 10 circuits played',
  items: [
    {
      id: circuit(1),
      status: 'finished',
      commitment: 'c1',
      seed: 's1',
      mainScore: 36,
      expectedScore: null,
      evidence: 2.5,
    },
    {
      id: circuit(2),
      status: 'abandoned',
      commitment: 'c2',
      seed: 's2',
      mainScore: null,
      expectedScore: 41.3,
      evidence: 1.9,
    },
    {
      id: circuit(3),
      status: 'finished',
      commitment: 'c3',
      seed: 's3',
      mainScore: 35,
      expectedScore: null,
      evidence: 3.2,
    },
    {
      id: circuit(4),
      status: 'active',
      commitment: 'c4',
      seed: null,
      mainScore: null,
      expectedScore: null,
      evidence: null,
    },
  ],
};

export const passedClaim: Claim = {
  ...openClaim,
  status: 'passed',
  evidence: 27,
  meter: 'evidence so far: 27x; 20x needed',
  verdict: 'Closed: the evidence reached 20x after 3 circuits — an event pure guessing produces at most 1 time in 20',
  items: openClaim.items.slice(0, 3).map((item, i) => (i === 2 ? { ...item, evidence: 27 } : item)),
};
