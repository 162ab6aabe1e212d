import { createHash, createPublicKey, verify } from 'node:crypto';
import {
  addLeaf,
  emptyLogSums,
  hashFromHex,
  hashToHex,
  leafTextHash,
  nodesCompleted,
  treeHash,
  type Hash,
  type LogLeaf,
  type LogSums,
} from '@psi/engine';
import type { HttpClient } from './http-client';

export interface AuditReport {
  treeSize: number;
  rootHash: string;
  sums: LogSums;
  /** The intention-to-treat mean of the players' circuits as the log tells it (null without any). */
  meanScore: number | null;
  world: { circuits: number; abandoned: number; meanScore: number | null };
  problems: string[];
}

const PAGE = 1000;

async function getJson<T>(http: HttpClient, path: string): Promise<T> {
  const answer = await http('GET', path);
  if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as T;
}

/**
 * Rebuilds the tree leaf by leaf keeping only its right edge (memory O(log n)), so a log of millions
 * of circuits audits in constant memory but for the circuits still open.
 */
class RightEdge {
  private nodes = new Map<string, Hash>();
  size = 0;

  append(leaf: Hash): void {
    const used: string[] = [];
    const made = nodesCompleted(this.size, leaf, (level, index) => {
      used.push(`${level}:${index}`);
      return this.nodes.get(`${level}:${index}`)!;
    });
    for (const key of used) this.nodes.delete(key);
    const top = made[made.length - 1]!;
    this.nodes.set(`${top.level}:${top.index}`, top.hash);
    this.size++;
  }

  root(): Hash {
    return treeHash(this.size, (level, index) => this.nodes.get(`${level}:${index}`)!);
  }
}

/** Everything a stranger can check from the public routes; problems lists what did not hold. */
export async function auditLog(http: HttpClient): Promise<AuditReport> {
  const problems: string[] = [];
  const head = await getJson<{ treeSize: number; rootHash: string; timestamp: string; signature: string }>(
    http,
    '/api/transparency/head',
  );
  const key = await getJson<{ publicKeyPem: string }>(http, '/api/transparency/key');
  const signed = `psi-circuit-log-head/v1\n${head.treeSize}\n${head.rootHash}\n${head.timestamp}`;
  if (!verify(null, Buffer.from(signed), createPublicKey(key.publicKeyPem), Buffer.from(head.signature, 'base64')))
    problems.push('the tree head signature does not verify with the published key');

  const edge = new RightEdge();
  const sums = emptyLogSums();
  const open = new Map<string, string>(); // circuit → commitment, until it closes
  const closed = new Set<string>();
  for (let start = 0; start < head.treeSize; start += PAGE) {
    const end = Math.min(head.treeSize, start + PAGE);
    const page = await getJson<{ leaves: string[] }>(http, `/api/transparency/leaves?start=${start}&end=${end}`);
    page.leaves.forEach((text, n) => {
      edge.append(leafTextHash(text));
      const problem = checkLeaf(JSON.parse(text) as LogLeaf, open, closed, sums);
      if (problem) problems.push(`leaf ${start + n}: ${problem}`);
    });
  }
  const rootHash = hashToHex(edge.root());
  if (rootHash !== head.rootHash) problems.push(`the leaves' root ${rootHash} is not the signed ${head.rootHash}`);

  const counted = sums.finished + sums.abandoned;
  const meanScore = counted === 0 ? null : (sums.scoreSum + sums.abandonedExpectedSum) / counted;
  const world = await getJson<{ circuits: number; abandoned: number; meanScore: number | null }>(
    http,
    '/api/stats/world',
  );
  // The world figures may count circuits closed after the head was signed: equal only on a quiet server.
  if (world.circuits !== sums.finished) problems.push(`world circuits ${world.circuits}, log ${sums.finished}`);
  if (world.abandoned !== sums.abandoned) problems.push(`world abandoned ${world.abandoned}, log ${sums.abandoned}`);
  if ((world.meanScore === null) !== (meanScore === null) || Math.abs((world.meanScore ?? 0) - (meanScore ?? 0)) > 1e-9)
    problems.push(`world mean score ${world.meanScore}, log ${meanScore}`);
  return {
    treeSize: head.treeSize,
    rootHash,
    sums,
    meanScore,
    world: { circuits: world.circuits, abandoned: world.abandoned, meanScore: world.meanScore },
    problems,
  };
}

function checkLeaf(leaf: LogLeaf, open: Map<string, string>, closed: Set<string>, sums: LogSums): string | null {
  if (leaf.v !== 1) return `unknown leaf version ${String(leaf.v)}`;
  if (leaf.kind === 'start') {
    if (open.has(leaf.circuit) || closed.has(leaf.circuit)) return `circuit ${leaf.circuit} starts twice`;
    open.set(leaf.circuit, leaf.commitment);
    return null;
  }
  if ((leaf as { kind: string }).kind === 'claim') return null; // a sealed claim's terms (issue 37): no circuit
  if (leaf.kind !== 'finish' && leaf.kind !== 'abandon') return `unknown leaf kind`;
  if (closed.has(leaf.circuit)) return `circuit ${leaf.circuit} closes twice`;
  const commitment = open.get(leaf.circuit);
  open.delete(leaf.circuit);
  closed.add(leaf.circuit);
  addLeaf(sums, leaf);
  if (commitment === undefined) return `circuit ${leaf.circuit} closes without a start leaf`;
  const seedHash = createHash('sha256').update(hashFromHex(leaf.seed)).digest('hex');
  return seedHash === commitment ? null : `circuit ${leaf.circuit}: its seed does not match its commitment`;
}
