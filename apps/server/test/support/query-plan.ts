import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/**
 * How the plan of `statement` (its `$1`, `$2`… replaced by `payloads` as literals) reads the circuits
 * table, one entry per plan node: e.g. "Index Scan circuits_player_idx", "Seq Scan".
 */
export async function circuitReads(app: FastifyInstance, statement: string, ...payloads: string[]): Promise<string[]> {
  const text = statement.replace(/\$(\d+)/g, (_, n: string) => `'${payloads[Number(n) - 1]!.replace(/'/g, "''")}'`);
  const { rows } = await app.ctx.db.executeQuery<{ 'QUERY PLAN': unknown }>(
    sql`explain (format json) ${sql.raw(text)}`.compile(app.ctx.db),
  );
  const reads: string[] = [];
  const walk = (node: Record<string, unknown>) => {
    const index = node['Index Name'] as string | undefined;
    if (node['Relation Name'] === 'circuits' || index?.startsWith('circuits_'))
      reads.push(`${node['Node Type'] as string} ${index ?? ''}`.trim());
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk((rows[0]!['QUERY PLAN'] as { Plan: Record<string, unknown> }[])[0]!.Plan);
  return reads;
}

/** Many active circuits, as on a busy server, in a table whose statistics are not yet gathered. */
export async function manyActiveCircuits(app: FastifyInstance, count = 3000): Promise<void> {
  await app.ctx.db.executeQuery(
    sql`with p as (insert into players (id, cuid, created_at)
        select gen_random_uuid(), gen_random_uuid(), now() from generate_series(1, ${count}) returning id)
      insert into circuits (id, player_id, seed, commitment, status, seq, state, created_at, updated_at)
        select gen_random_uuid(), id, repeat('0', 64), repeat('0', 64), 'active', 0, '{}'::jsonb, now(), now() from p`.compile(
      app.ctx.db,
    ),
  );
}
