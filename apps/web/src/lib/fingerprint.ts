/** "3fa4c1d2…9b0e77aa": enough of a SHA-256 fingerprint to recognise it again on another page. */
export function shortFingerprint(commitment: string): string {
  return commitment.length > 20 ? `${commitment.slice(0, 8)}…${commitment.slice(-8)}` : commitment;
}
