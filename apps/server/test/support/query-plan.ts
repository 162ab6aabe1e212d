import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/**
 * How the plan of `statement` reads the circuits table, one entry per plan node: e.g. "Index Scan
 * circuits_player_idx", "Seq Scan". The plan is the generic one (plan_cache_mode =
 * force_generic_plan), the kind a server caches for a prepared statement and reuses whatever the
 * parameters: the plan defects found so far were in cached plans. `payloads` are $1, $2… as literals.
 */
export async function circuitReads(app: FastifyInstance, statement: string, ...payloads: string[]): Promise<string[]> {
  const literals = payloads.map((p) => `'${p.replace(/'/g, "''")}'`).join(', ');
  const rows = await app.ctx.db.transaction().execute(async (trx) => {
    await sql`set local plan_cache_mode = force_generic_plan`.execute(trx);
    await sql.raw(`prepare plan_probe as ${statement}`).execute(trx);
    const plan = await sql
      .raw<{ 'QUERY PLAN': unknown }>(`explain (format json) execute plan_probe(${literals})`)
      .execute(trx);
    await sql`deallocate plan_probe`.execute(trx);
    return plan.rows;
  });
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
