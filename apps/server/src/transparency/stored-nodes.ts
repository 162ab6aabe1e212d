import { hashFromHex, nodesRead, type Hash, type PerfectNode } from '@psi/engine';
import { sql } from 'kysely';
import type { AppDb } from '../db/app-db';

const key = (level: number, index: number): string => `${level}:${index}`;

/**
 * Runs a computation over the tree (a root, a proof) against the stored perfect nodes: once with a
 * recorder to learn which nodes it reads, then, after one query for those, for real.
 */
export async function withStoredNodes<T>(db: AppDb, compute: (node: PerfectNode) => T): Promise<T> {
  const wanted = nodesRead(compute);
  const found = await readNodes(db, wanted);
  return compute((level, index) => {
    const hash = found.get(key(level, index));
    if (!hash) throw new Error(`the log has no node at level ${level}, index ${index}`);
    return hash;
  });
}

export async function readNodes(
  db: AppDb,
  wanted: readonly { level: number; index: number }[],
): Promise<Map<string, Hash>> {
  const found = new Map<string, Hash>();
  if (wanted.length === 0) return found;
  const rows = await db
    .selectFrom('transparency_nodes')
    .select(['level', 'idx', 'hash'])
    .where(sql<boolean>`(level, idx) in (${sql.join(wanted.map((w) => sql`(${w.level}::smallint, ${w.index}::int)`))})`)
    .execute();
  for (const row of rows) found.set(key(row.level, row.idx), hashFromHex(row.hash));
  return found;
}

/** The perfect subtrees a tree of `size` leaves is made of, left to right: its right edge. */
export function rightEdge(size: number): { level: number; index: number }[] {
  const edge: { level: number; index: number }[] = [];
  let start = 0;
  for (let level = 31; level >= 0; level--) {
    const width = 2 ** level;
    if (size - start >= width) {
      edge.push({ level, index: start / width });
      start += width;
    }
  }
  return edge;
}
