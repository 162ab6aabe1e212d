import { consistencyProof, hashToHex, inclusionPath, treeHash } from '@psi/engine';
import type { AppDb } from '../db/app-db';
import { ApiError } from '../http/api-error';
import { sequenceLog, type SignedHead } from './sequencer';
import { loadLogKey, type LogKey } from './signing-key';
import { withStoredNodes } from './stored-nodes';

/** A refusal with the contract's error body (returned; the route throws it for the error handler). */
const refuse = (kind: 'bad_request' | 'not_found', error: string, message: string): ApiError =>
  new ApiError(kind, { error, message });

/**
 * What the public routes read from the log: each answer first brings the tree up to every entry
 * committed so far (sequencer.ts), so a circuit that just started or ended has its leaf.
 */
export class LogReader {
  private key: Promise<LogKey> | null = null;

  constructor(
    private readonly db: AppDb,
    private readonly now: () => Date,
  ) {}

  logKey(): Promise<LogKey> {
    this.key ??= loadLogKey(this.db).catch((error: unknown) => {
      this.key = null;
      throw error;
    });
    return this.key;
  }

  async head(): Promise<SignedHead> {
    return sequenceLog(this.db, await this.logKey(), this.now);
  }

  /** The audit path of the circuit's latest leaf (its close once closed, else its start). */
  async inclusion(circuit: string) {
    const head = await this.head();
    const entry = await this.db
      .selectFrom('transparency_entries')
      .select(['leaf_index', 'leaf'])
      .where('circuit_id', '=', circuit)
      .where('leaf_index', 'is not', null)
      .orderBy('leaf_index', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!entry || entry.leaf_index === null)
      return refuse('not_found', 'not_logged', 'The log has no leaf for this circuit.');
    const leafIndex = entry.leaf_index;
    const auditPath = await withStoredNodes(this.db, (node) => inclusionPath(leafIndex, head.treeSize, node));
    return {
      leafIndex,
      treeSize: head.treeSize,
      rootHash: head.rootHash,
      leaf: entry.leaf,
      auditPath: auditPath.map(hashToHex),
    };
  }

  async consistency(first: number, second: number) {
    if (first > second)
      return refuse('bad_request', 'bad_range', `first (${first}) must not be larger than second (${second}).`);
    const head = await this.head();
    if (second > head.treeSize)
      return refuse(
        'bad_request',
        'bad_range',
        `second (${second}) is larger than the tree (${head.treeSize} leaves).`,
      );
    const [firstRoot, secondRoot, proof] = await Promise.all([
      withStoredNodes(this.db, (node) => treeHash(first, node)),
      withStoredNodes(this.db, (node) => treeHash(second, node)),
      withStoredNodes(this.db, (node) => consistencyProof(first, second, node)),
    ]);
    return {
      first,
      second,
      firstRootHash: hashToHex(firstRoot),
      secondRootHash: hashToHex(secondRoot),
      proof: proof.map(hashToHex),
    };
  }

  /** The leaves' texts from `start` to `end` (exclusive), for an auditor who rebuilds the tree. */
  async leaves(start: number, end: number, pageSize: number) {
    if (end <= start) return refuse('bad_request', 'bad_range', `end (${end}) must be larger than start (${start}).`);
    if (end - start > pageSize)
      return refuse(
        'bad_request',
        'bad_range',
        `At most ${pageSize} leaves an answer: ask for end ≤ ${start + pageSize}.`,
      );
    const head = await this.head();
    if (end > head.treeSize)
      return refuse('bad_request', 'bad_range', `end (${end}) is past the tree's end (${head.treeSize} leaves).`);
    const rows = await this.db
      .selectFrom('transparency_entries')
      .select('leaf')
      .where('leaf_index', '>=', start)
      .where('leaf_index', '<', end)
      .orderBy('leaf_index')
      .execute();
    return { start, leaves: rows.map((row) => row.leaf) };
  }
}
