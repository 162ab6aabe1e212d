import type { ReactNode } from 'react';

/**
 * Issue 34 item 7, plain words first: the exact figures (p-values, the exact chance mean) for the curious,
 * behind one disclosure under the plain sentence every player reads.
 */
export function WhatItMeans({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <details className="what-it-means" data-testid={testId}>
      <summary>What does this mean?</summary>
      <div className="what-it-means__body">{children}</div>
    </details>
  );
}
