import { hashToHex, leafTextHash, nodesCompleted, treeHash, type Hash } from '@psi/engine';
import { sql } from 'kysely';
import type { AppDb } from '../db/app-db';
import { signHead, type LogKey } from './signing-key';
import { readNodes, rightEdge } from './stored-nodes';

export interface SignedHead {
  treeSize: number;
  rootHash: string;
  timestamp: string;
  signature: string;
}

/** Entries given their places per transaction: a few milliseconds of hashing, a bounded statement. */
const BATCH = 1000;

/**
 * Gives every logged entry not yet in the tree its place, in the order they were written, and signs
 * the new head; returns the latest head. One process at a time (it locks the key's row), so leaf
 * indexes are contiguous whatever order the entries' transactions committed in.
 */
export async function sequenceLog(db: AppDb, key: LogKey, now: () => Date): Promise<SignedHead> {
  for (;;) {
    const { head, more } = await db.transaction().execute((trx) => sequenceBatch(trx, key, now()));
    if (!more) return head;
  }
}

async function sequenceBatch(trx: AppDb, key: LogKey, now: Date): Promise<{ head: SignedHead; more: boolean }> {
  await trx.selectFrom('transparency_key').select('id').where('id', '=', 1).forUpdate().execute();
  const latest = await trx
    .selectFrom('transparency_heads')
    .select(['tree_size', 'root_hash', 'signed_at', 'signature'])
    .orderBy('tree_size', 'desc')
    .limit(1)
    .executeTakeFirst();
  const pending = await trx
    .selectFrom('transparency_entries')
    .select(['id', 'leaf'])
    .where('leaf_index', 'is', null)
    .orderBy('id')
    .limit(BATCH)
    .execute();
  if (latest && pending.length === 0) return { head: asHead(latest), more: false };

  const size = latest?.tree_size ?? 0;
  const stored = await readNodes(trx, rightEdge(size));
  const made: { level: number; idx: number; hash: string }[] = [];
  const node = (level: number, index: number): Hash => {
    const hash = stored.get(`${level}:${index}`);
    if (!hash) throw new Error(`the log has no node at level ${level}, index ${index}`);
    return hash;
  };
  pending.forEach((entry, n) => {
    for (const completed of nodesCompleted(size + n, leafTextHash(entry.leaf), node)) {
      stored.set(`${completed.level}:${completed.index}`, completed.hash);
      made.push({ level: completed.level, idx: completed.index, hash: hashToHex(completed.hash) });
    }
  });
  const treeSize = size + pending.length;
  const rootHash = hashToHex(treeHash(treeSize, node));
  if (made.length > 0) {
    await trx.insertInto('transparency_nodes').values(made).execute();
    const places = pending.map((entry, n) => ({ id: entry.id, leaf_index: size + n }));
    await sql`update transparency_entries e set leaf_index = p.leaf_index
      from jsonb_to_recordset(${JSON.stringify(places)}::jsonb) as p(id bigint, leaf_index int)
      where e.id = p.id`.execute(trx);
  }
  const timestamp = now.toISOString();
  const head = { treeSize, rootHash, timestamp, signature: signHead(key, treeSize, rootHash, timestamp) };
  await trx
    .insertInto('transparency_heads')
    .values({ tree_size: treeSize, root_hash: rootHash, signed_at: now, signature: head.signature })
    .execute();
  return { head, more: pending.length === BATCH };
}

function asHead(row: { tree_size: number; root_hash: string; signed_at: Date; signature: string }): SignedHead {
  return {
    treeSize: row.tree_size,
    rootHash: row.root_hash,
    timestamp: row.signed_at.toISOString(),
    signature: row.signature,
  };
}
