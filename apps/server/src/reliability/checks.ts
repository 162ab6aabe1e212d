import { canonicalJson } from '@psi/engine';
import pg from 'pg';
import type { Ack, VirtualPlayer } from './load';

export interface CheckFigures {
  acksChecked: number;
  acksLost: number;
  acksDifferent: number;
  activeCircuits: number;
  resumable: number;
  aggregatesEqualRecomputation: boolean;
  problems: string[];
}

/** Every acknowledged (circuit, seq) is in circuit_moves with the very move acknowledged. */
export async function checkAcks(databaseUrl: string, acks: Ack[], figures: CheckFigures): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = [...new Set(acks.map((a) => a.circuitId))];
    const stored = new Map<string, { step: string; move: unknown }>();
    for (let i = 0; i < ids.length; i += 500) {
      const { rows } = await client.query<{ circuit_id: string; seq: number; step: string; move: unknown }>(
        'select circuit_id, seq, step, move from circuit_moves where circuit_id = any($1::uuid[])',
        [ids.slice(i, i + 500)],
      );
      for (const r of rows) stored.set(`${r.circuit_id}/${r.seq}`, r);
    }
    for (const ack of acks) {
      figures.acksChecked++;
      const row = stored.get(`${ack.circuitId}/${ack.seq}`);
      if (!row) {
        figures.acksLost++;
        figures.problems.push(`lost: ${ack.circuitId} seq ${ack.seq}`);
        continue;
      }
      if (row.step !== ack.step || canonicalJson(row.move) !== canonicalJson(ack.move)) {
        figures.acksDifferent++;
        figures.problems.push(`different: ${ack.circuitId} seq ${ack.seq}`);
      }
    }

    // The running sums equal a recomputation from the circuits (finished and abandoned).
    const {
      rows: [sums],
    } = await client.query<Record<string, number>>(
      'select circuits, score_sum, abandoned, abandoned_expected_sum, abandoned_variance_sum from world_stats where id = 1',
    );
    const {
      rows: [again],
    } = await client.query<Record<string, number>>(`
      select count(*) filter (where status = 'finished')::int as circuits,
             coalesce(sum(main_score) filter (where status = 'finished'), 0)::float8 as score_sum,
             count(*) filter (where status = 'abandoned')::int as abandoned,
             coalesce(sum(expected_score) filter (where status = 'abandoned'), 0)::float8 as abandoned_expected_sum,
             coalesce(sum(remaining_variance) filter (where status = 'abandoned'), 0)::float8 as abandoned_variance_sum
      from circuits where not control`);
    const close = (a = 0, b = 0) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a));
    figures.aggregatesEqualRecomputation =
      sums !== undefined && again !== undefined && Object.keys(again).every((k) => close(sums[k], again[k]));
    if (!figures.aggregatesEqualRecomputation)
      figures.problems.push(`aggregates ${JSON.stringify(sums)} != recomputation ${JSON.stringify(again)}`);
    const {
      rows: [histogram],
    } = await client.query<{ total: number }>('select coalesce(sum(circuits), 0)::int as total from score_histogram');
    if (histogram?.total !== again?.circuits) {
      figures.aggregatesEqualRecomputation = false;
      figures.problems.push(`histogram counts ${histogram?.total} finished circuits, the table ${again?.circuits}`);
    }
  } finally {
    await client.end();
  }
}

/** Every player's unfinished circuit can be resumed: GET /api/circuits/active, then one more move. */
export async function checkResumable(baseUrl: string, players: VirtualPlayer[], figures: CheckFigures): Promise<void> {
  const { randomCircuitMove } = await import('@psi/engine');
  let draws = 1;
  const random = (n: number) => (draws = (draws * 1103515245 + 12345) % 2147483648) % n;
  for (const player of players) {
    const headers = { authorization: `Bearer ${player.token}` };
    const active = await fetch(`${baseUrl}/api/circuits/active`, { headers });
    if (active.status === 404) continue;
    figures.activeCircuits++;
    if (active.status !== 200) {
      figures.problems.push(`active circuit of ${player.userid}: ${active.status}`);
      continue;
    }
    const circuit = (await active.json()) as { id: string; seq: number; view: Parameters<typeof randomCircuitMove>[0] };
    if (circuit.view.over) {
      figures.resumable++;
      continue;
    }
    const move = await fetch(`${baseUrl}/api/circuits/${circuit.id}/moves`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ seq: circuit.seq, ...randomCircuitMove(circuit.view, random) }),
    });
    if (move.status === 200) figures.resumable++;
    else figures.problems.push(`resume ${circuit.id} at seq ${circuit.seq}: ${move.status} ${await move.text()}`);
  }
}
