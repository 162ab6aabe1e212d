// Verification of the log's proofs, step by step as RFC 9162 sections 2.1.3.2 and 2.1.4.2 write it.
// Kept apart from the proof builders so a reader can check the one without the other.
import { nodeHash, type Hash } from './merkle';

const odd = (n: number): boolean => n % 2 === 1;
const half = (n: number): number => Math.floor(n / 2);

export function sameHash(a: Hash, b: Hash): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** RFC 9162 2.1.3.2: does `path` prove the leaf with hash `leaf` at `leafIndex` in the tree of `treeSize` with `root`? */
export function verifyInclusion(
  leafIndex: number,
  treeSize: number,
  leaf: Hash,
  path: readonly Hash[],
  root: Hash,
): boolean {
  if (!Number.isSafeInteger(leafIndex) || leafIndex < 0 || leafIndex >= treeSize) return false;
  let fn = leafIndex;
  let sn = treeSize - 1;
  let r = leaf;
  for (const p of path) {
    if (sn === 0) return false;
    if (odd(fn) || fn === sn) {
      r = nodeHash(p, r);
      while (!odd(fn) && fn !== 0) {
        fn = half(fn);
        sn = half(sn);
      }
    } else {
      r = nodeHash(r, p);
    }
    fn = half(fn);
    sn = half(sn);
  }
  return sn === 0 && sameHash(r, root);
}

/** RFC 9162 2.1.4.2: does `proof` show the tree of `first` leaves (`firstRoot`) is a prefix of the tree of `second` (`secondRoot`)? */
export function verifyConsistency(
  first: number,
  second: number,
  firstRoot: Hash,
  secondRoot: Hash,
  proof: readonly Hash[],
): boolean {
  if (!Number.isSafeInteger(first) || first < 0 || first > second) return false;
  if (first === second) return proof.length === 0 && sameHash(firstRoot, secondRoot);
  // Every tree extends the empty one; there is nothing to prove.
  if (first === 0) return proof.length === 0;
  const path = first === 2 ** Math.round(Math.log2(first)) ? [firstRoot, ...proof] : [...proof];
  if (path.length === 0) return false;
  let fn = first - 1;
  let sn = second - 1;
  while (odd(fn)) {
    fn = half(fn);
    sn = half(sn);
  }
  let fr = path[0]!;
  let sr = path[0]!;
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (odd(fn) || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      while (!odd(fn) && fn !== 0) {
        fn = half(fn);
        sn = half(sn);
      }
    } else {
      sr = nodeHash(sr, c);
    }
    fn = half(fn);
    sn = half(sn);
  }
  return sameHash(fr, firstRoot) && sameHash(sr, secondRoot) && sn === 0;
}
