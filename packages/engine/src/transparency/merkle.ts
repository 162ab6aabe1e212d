// The append-only log's Merkle tree, as in Certificate Transparency (RFC 9162, section 2.1): the tree
// hash, inclusion and consistency proofs, and their verification. Pure and synchronous, so the server
// builds proofs with it and a browser checks them with the same code (docs/transparency.md).
import { sha256 } from '@noble/hashes/sha2.js';

export type Hash = Uint8Array;

/**
 * The hash of a perfect subtree: the 2^level leaves from leaf index * 2^level. The server reads these
 * from its table of stored nodes, a verifier from the leaves it holds (`nodesFromLeaves`).
 */
export type PerfectNode = (level: number, index: number) => Hash;

/** RFC 9162 2.1.1: a leaf's hash is SHA-256(0x00 || leaf bytes). */
export function leafHash(leaf: Uint8Array): Hash {
  const bytes = new Uint8Array(leaf.length + 1);
  bytes.set(leaf, 1);
  return sha256(bytes);
}

/** RFC 9162 2.1.1: an inner node's hash is SHA-256(0x01 || left || right). */
export function nodeHash(left: Hash, right: Hash): Hash {
  const bytes = new Uint8Array(1 + left.length + right.length);
  bytes[0] = 1;
  bytes.set(left, 1);
  bytes.set(right, 1 + left.length);
  return sha256(bytes);
}

/** The leaf's hash from its text, hashed as UTF-8 (the log's leaves are JSON text). */
export function leafTextHash(text: string): Hash {
  return leafHash(new TextEncoder().encode(text));
}

/** The largest power of two strictly below n (n > 1): the split point k of RFC 9162. */
function split(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

const isPowerOfTwo = (n: number): boolean => n > 0 && 2 ** Math.round(Math.log2(n)) === n;

/**
 * MTH(D[start:start+size]). Every range the algorithms below ask for starts at a multiple of the
 * smallest power of two not below its size, so a power-of-two range is one stored perfect node.
 */
function rangeHash(start: number, size: number, node: PerfectNode): Hash {
  if (isPowerOfTwo(size)) return node(Math.round(Math.log2(size)), start / size);
  const k = split(size);
  return nodeHash(rangeHash(start, k, node), rangeHash(start + k, size - k, node));
}

/** The root of the first `size` leaves; the empty tree's is SHA-256 of nothing. */
export function treeHash(size: number, node: PerfectNode): Hash {
  return size === 0 ? sha256(new Uint8Array(0)) : rangeHash(0, size, node);
}

/** RFC 9162 2.1.3.1: PATH(m, D[n]), the audit path of leaf m in the tree of the first n leaves. */
export function inclusionPath(m: number, n: number, node: PerfectNode): Hash[] {
  if (!Number.isSafeInteger(m) || m < 0 || m >= n) throw new RangeError(`leaf ${m} is not in a tree of ${n}`);
  const path = (m: number, start: number, n: number): Hash[] => {
    if (n === 1) return [];
    const k = split(n);
    return m < k
      ? [...path(m, start, k), rangeHash(start + k, n - k, node)]
      : [...path(m - k, start + k, n - k), rangeHash(start, k, node)];
  };
  return path(m, 0, n);
}

/** RFC 9162 2.1.4.1: PROOF(m, D[n]), that the tree of the first m leaves is a prefix of the first n. */
export function consistencyProof(m: number, n: number, node: PerfectNode): Hash[] {
  if (!Number.isSafeInteger(m) || m < 0 || m > n) throw new RangeError(`no tree of ${m} inside one of ${n}`);
  if (m === 0 || m === n) return [];
  const subproof = (m: number, start: number, n: number, whole: boolean): Hash[] => {
    if (m === n) return whole ? [] : [rangeHash(start, n, node)];
    const k = split(n);
    return m <= k
      ? [...subproof(m, start, k, whole), rangeHash(start + k, n - k, node)]
      : [...subproof(m - k, start + k, n - k, false), rangeHash(start, k, node)];
  };
  return subproof(m, 0, n, true);
}

/**
 * The perfect nodes a computation reads, in the order it reads them: the server runs a proof once
 * with this recorder, fetches those nodes in one query, and runs it again with them.
 */
export function nodesRead(compute: (node: PerfectNode) => unknown): { level: number; index: number }[] {
  const read: { level: number; index: number }[] = [];
  compute((level, index) => {
    read.push({ level, index });
    return new Uint8Array(32);
  });
  return read;
}

/**
 * The perfect nodes that leaf `index` completes when appended: the leaf itself, then each parent
 * whose right child it closes, built from the left siblings `stored` gives (the tree's right edge).
 */
export function nodesCompleted(
  index: number,
  leaf: Hash,
  stored: PerfectNode,
): { level: number; index: number; hash: Hash }[] {
  const made = [{ level: 0, index, hash: leaf }];
  let at = index;
  let hash = leaf;
  for (let level = 0; at % 2 === 1; level++) {
    hash = nodeHash(stored(level, at - 1), hash);
    at = (at - 1) / 2;
    made.push({ level: level + 1, index: at, hash });
  }
  return made;
}

/** Every perfect node of a list of leaf hashes (for verifiers and tests that hold the whole log). */
export function nodesFromLeaves(leaves: readonly Hash[]): PerfectNode {
  const levels: Hash[][] = [leaves.slice()];
  while (levels[levels.length - 1]!.length > 1) {
    const below = levels[levels.length - 1]!;
    const above: Hash[] = [];
    for (let i = 0; i + 1 < below.length; i += 2) above.push(nodeHash(below[i]!, below[i + 1]!));
    levels.push(above);
  }
  return (level, index) => {
    const hash = levels[level]?.[index];
    if (!hash) throw new RangeError(`no perfect node at level ${level}, index ${index}`);
    return hash;
  };
}
